# expect: none
def merge_batch(batch_df, batch_id):
    batch_df.createOrReplaceTempView("updates")
    batch_df.sparkSession.sql("MERGE INTO t USING updates u ON t.id = u.id WHEN MATCHED THEN UPDATE SET *")


(spark.readStream.table("raw.updates").writeStream
    .foreachBatch(merge_batch)
    .trigger(processingTime="30 seconds")
    .option("checkpointLocation", "/Volumes/ops/chk/merge")
    .start())
