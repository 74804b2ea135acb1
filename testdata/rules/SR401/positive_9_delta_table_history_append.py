# expect: SR401 line 15, SR401 line 17
# A DeltaTable's rows and its history are DataFrames like any other: appending them in a handler
# writes them again when the micro-batch is retried (a MERGE built on the table is not an append).
from delta.tables import DeltaTable


def audit(df, batch_id):
    df.write.format("delta").mode("overwrite").save("/out/latest")
    target = DeltaTable.forPath(spark, "/out/orders")
    (target.alias("t")
        .merge(df.alias("s"), "t.id = s.id")
        .whenNotMatchedInsertAll()
        .execute())
    last = target.history(1).select("version", "timestamp", "operation")
    last.write.mode("append").parquet("/monitor/commits")
    snapshot = DeltaTable.forName(spark, "main.gold.orders").toDF()
    snapshot.where("status = 'open'").write.mode("append").saveAsTable("main.gold.open_orders")


(spark.readStream.table("main.bronze.orders").writeStream
    .foreachBatch(audit)
    .option("checkpointLocation", "/chk/orders_audit")
    .start())
