# expect: none
kafka = spark.readStream.format("kafka").option("subscribe", "t").option("maxOffsetsPerTrigger", 10000).load()
files = spark.readStream.format("cloudFiles").option("cloudFiles.format", "csv") \
    .option("cloudFiles.maxFilesPerTrigger", 50).option("cloudFiles.schemaLocation", "/Volumes/a/b/c").load("/in")
delta = spark.readStream.option("maxFilesPerTrigger", 20).table("main.events")

(kafka.writeStream.option("checkpointLocation", "/Volumes/ops/chk/k")
    .trigger(availableNow=True).toTable("main.k"))
