# config: serverless=true
# expect: SR305 line 8, SR305 line 15
# binaryFile and avro read through Spark's file source as json or parquet do: no default
# per-batch limit, so the first availableNow run on serverless takes the whole backlog.
documents = (
    spark.readStream.format("binaryFile")
    .option("pathGlobFilter", "*.pdf")
    .load("/Volumes/main/docs/source_documents")
)
(documents.writeStream
    .option("checkpointLocation", "/Volumes/main/docs/checkpoints/parse")
    .trigger(availableNow=True)
    .toTable("main.docs.parsed_raw"))

landing = spark.readStream.format("avro").schema("id LONG, body STRING").load("/Volumes/main/landing/avro")
(landing.writeStream
    .option("checkpointLocation", "/Volumes/main/landing/checkpoints/avro")
    .trigger(availableNow=True)
    .toTable("main.landing.events"))
