# expect: none
def upsert(batch_df, batch_id):
    (batch_df.write.format("delta").mode("append")
        .option("txnAppId", "events-sink")
        .option("txnVersion", batch_id)
        .saveAsTable("ops.events_sink"))
    batch_df.createOrReplaceTempView("updates")
    batch_df.sparkSession.sql("MERGE INTO ops.dim USING updates u ON dim.id = u.id WHEN MATCHED THEN UPDATE SET *")
    batch_df.write.mode("overwrite").option("replaceWhere", f"batch = {batch_id}").saveAsTable("ops.by_batch")


(spark.readStream.table("ops.events").writeStream
    .foreachBatch(upsert)
    .option("checkpointLocation", "/Volumes/ops/chk/upsert")
    .start())
