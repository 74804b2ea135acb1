# expect: SR206 line 5, SR501 line 5
impressions = spark.readStream.table("ads.impressions").withWatermark("imp_ts", "2 hours")
clicks = spark.readStream.table("ads.clicks")

joined = impressions.join(
    clicks,
    "ad_id",
    "left_outer",
)
joined.writeStream.option("checkpointLocation", "/Volumes/ads/chk/joined").toTable("ads.joined")
