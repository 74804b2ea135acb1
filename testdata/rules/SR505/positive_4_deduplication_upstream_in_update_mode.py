# expect: SR505 line 8, SR505 line 14
# A deduplication is a stateful operator: an aggregation after it is a chain, which the programming
# guide does not support in update mode (streaming-facts.md §2.6).
from pyspark.sql import functions as F

trades = spark.readStream.table("main.bronze.trades").withWatermark("event_ts", "2 minutes")
ohlcv = (trades.dropDuplicatesWithinWatermark(["symbol", "trade_id"])
         .groupBy(F.window("event_ts", "1 minute"), "symbol")
         .agg(F.sum("qty").alias("volume")))
ohlcv.writeStream.outputMode("update").format("console").option("checkpointLocation", "/Volumes/m/chk/ohlcv").start()

# Dataset.distinct() is dropDuplicates() over every column (Spark's Dataset.scala): a chain too.
events = spark.readStream.table("main.bronze.events").withWatermark("ts", "10 minutes")
per_window = events.select("id", "ts").distinct().groupBy(F.window("ts", "5 minutes")).count()
per_window.writeStream.outputMode("update").format("console").option("checkpointLocation", "/Volumes/m/chk/ev").start()
