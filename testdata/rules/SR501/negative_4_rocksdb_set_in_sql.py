# expect: none
# RocksDB chosen with Spark SQL's SET: the join's state is in RocksDB.
from pyspark.sql.functions import expr

spark.sql("SET spark.sql.streaming.stateStore.providerClass = com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
impressions = spark.readStream.table("ads.impressions").withWatermark("imp_ts", "1 hour")
clicks = spark.readStream.table("ads.clicks").withWatermark("clk_ts", "2 hours")
(impressions.join(clicks, expr("clk_ad = imp_ad AND clk_ts BETWEEN imp_ts AND imp_ts + interval 1 hour"))
    .writeStream.option("checkpointLocation", "/chk/ads").toTable("ads.joined"))
