# expect: none
# Equality on event-time windows is a time constraint (streaming-facts.md 2.4): each side stores its
# window in a column of the same name, and the join keys include it.
from pyspark.sql import functions as F

spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
impressions = (spark.readStream.table("ads.impressions").withWatermark("imp_ts", "1 hour")
               .withColumn("w", F.window("imp_ts", "10 minutes")))
clicks = (spark.readStream.table("ads.clicks").withWatermark("clk_ts", "2 hours")
          .withColumn("w", F.window("clk_ts", "10 minutes")))
impressions.join(clicks, ["ad_id", "w"], "left_outer").writeStream.option("checkpointLocation", "/chk/j1").toTable("ads.j1")
impressions.join(clicks, ["ad_id", "w"]).writeStream.option("checkpointLocation", "/chk/j2").toTable("ads.j2")
# The same equality written as a condition.
(impressions.join(clicks, (impressions.ad_id == clicks.ad_id) & (impressions.w == clicks.w), "left_outer")
    .writeStream.option("checkpointLocation", "/chk/j4").toTable("ads.j4"))
