# expect: SR206 line 11
# `w` is a window on the left only: on the right it is the raw timestamp, so the equality bounds
# nothing.
from pyspark.sql import functions as F

spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
impressions = (spark.readStream.table("ads.impressions").withWatermark("imp_ts", "1 hour")
               .withColumn("w", F.window("imp_ts", "10 minutes")))
clicks = spark.readStream.table("ads.clicks").withWatermark("clk_ts", "2 hours").withColumn("w", F.col("clk_ts"))
impressions.join(clicks, ["ad_id", "w"], "left_outer").writeStream.option("checkpointLocation", "/chk/j3").toTable("ads.j3")
