# expect: SR501 line 6
from pyspark.sql.functions import expr

imps = spark.readStream.table("ads.impressions").withWatermark("imp_ts", "2 hours")
clicks = spark.readStream.table("ads.clicks").withWatermark("click_ts", "3 hours")
joined = imps.join(clicks, expr("""
    click_ad_id = imp_ad_id AND click_ts >= imp_ts AND click_ts <= imp_ts + interval 1 hour"""), "inner")
joined.writeStream.option("checkpointLocation", "/Volumes/ads/chk/j").toTable("ads.j")
