# expect: none
def upsert(batch_df, batch_id):
    latest = batch_df.dropDuplicates(["id"]).groupBy("id").count()
    latest.createOrReplaceTempView("latest")
    batch_df.sparkSession.sql("MERGE INTO t USING latest s ON t.id = s.id WHEN NOT MATCHED THEN INSERT *")


(spark.readStream.table("raw.items").writeStream
    .foreachBatch(upsert)
    .option("checkpointLocation", "/Volumes/raw/chk/items")
    .start())
