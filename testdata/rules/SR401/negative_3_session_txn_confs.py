# expect: none
# Delta's idempotent write set on the batch's session (spark.databricks.delta.write.txnAppId /
# txnVersion) covers the handler's later writes, DataFrame and SQL alike; INSERT OVERWRITE replaces.
def write_batch(batch_df, batch_id):
    session = batch_df.sparkSession
    session.conf.set("spark.databricks.delta.write.txnAppId", "orders_sink")
    session.conf.set("spark.databricks.delta.write.txnVersion", batch_id)
    batch_df.write.mode("append").saveAsTable("ops.orders_sink")
    batch_df.createOrReplaceTempView("batch")
    session.sql("INSERT INTO ops.orders_copy SELECT * FROM batch")


def overwrite_batch(batch_df, batch_id):
    batch_df.createOrReplaceTempView("latest")
    batch_df.sparkSession.sql("INSERT OVERWRITE ops.latest SELECT * FROM latest")


(spark.readStream.table("ops.orders").writeStream
    .foreachBatch(write_batch)
    .option("checkpointLocation", "/Volumes/ops/chk/orders_sink")
    .start())
(spark.readStream.table("ops.orders").writeStream
    .foreachBatch(overwrite_batch)
    .option("checkpointLocation", "/Volumes/ops/chk/latest")
    .start())
