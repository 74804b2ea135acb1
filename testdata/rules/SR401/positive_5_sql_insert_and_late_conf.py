# expect: SR401 line 6, SR401 line 7
# An INSERT INTO run by the handler appends like a write; a txn conf set after a write does not
# cover it.
def write_batch(batch_df, batch_id):
    batch_df.createOrReplaceTempView("batch")
    batch_df.sparkSession.sql("insert into ops.audit select * from batch")
    batch_df.write.mode("append").saveAsTable("ops.orders_sink")
    batch_df.sparkSession.conf.set("spark.databricks.delta.write.txnAppId", "orders_sink")
    batch_df.sparkSession.conf.set("spark.databricks.delta.write.txnVersion", batch_id)


(spark.readStream.table("ops.orders").writeStream
    .foreachBatch(write_batch)
    .option("checkpointLocation", "/Volumes/ops/chk/orders_sink")
    .start())
