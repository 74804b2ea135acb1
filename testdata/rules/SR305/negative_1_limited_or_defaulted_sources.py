# config: serverless=true
# expect: none
kafka = spark.readStream.format("kafka").option("subscribe", "t").option("maxOffsetsPerTrigger", 50000).load()
kafka.writeStream.option("checkpointLocation", "/Volumes/a/chk/k").trigger(availableNow=True).toTable("a.k")

# Delta tables default to 1000 files per batch.
delta = spark.readStream.table("a.silver")
delta.writeStream.option("checkpointLocation", "/Volumes/a/chk/d").trigger(availableNow=True).toTable("a.gold")
