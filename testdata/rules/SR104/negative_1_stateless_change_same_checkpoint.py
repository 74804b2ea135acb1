# expect: none
CKPT = "/Volumes/ads/ops/checkpoints/clicks"
clicks = spark.readStream.table("ads.bronze_clicks")

first = clicks.select("id", "ts").writeStream.option("checkpointLocation", CKPT).trigger(
    availableNow=True).toTable("ads.clicks")
first.awaitTermination()

# Filters and projections may change between runs.
second = clicks.where("id IS NOT NULL").select("id", "ts", "country").writeStream.option(
    "checkpointLocation", CKPT).trigger(availableNow=True).toTable("ads.clicks")
