# expect: SR104 line 13
CKPT = "/Volumes/ads/ops/checkpoints/impressions_dedup"
imps = spark.readStream.table("ads.bronze_impressions").withWatermark("ts", "10 minutes")


def run(df):
    q = df.writeStream.option("checkpointLocation", CKPT).trigger(availableNow=True).toTable("ads.impressions")
    q.awaitTermination()


run(imps.dropDuplicates(["impression_id", "ts"]))
run(imps
    .dropDuplicates(["impression_id", "campaign_id", "ts"]))
