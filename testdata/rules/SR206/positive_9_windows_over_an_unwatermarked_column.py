# expect: SR206 line 12
# Both sides window `served_at`, but their watermarks are on other columns: the windows are not
# event time, and the equality bounds nothing.
from pyspark.sql import functions as F

spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
impressions = (spark.readStream.table("ads.impressions").withWatermark("imp_ts", "1 hour")
               .withColumn("w", F.window("served_at", "10 minutes")))
clicks = (spark.readStream.table("ads.clicks").withWatermark("clk_ts", "2 hours")
          .withColumn("w", F.window("served_at", "10 minutes")))
impressions.join(clicks, ["ad_id", "w"], "left_outer").writeStream.option("checkpointLocation", "/chk/j5").toTable("ads.j5")
