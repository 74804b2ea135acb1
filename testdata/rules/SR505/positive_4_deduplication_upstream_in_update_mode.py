# expect: none
# A deduplication emits no row older than the watermark: an aggregation may follow it in update
# mode (only an aggregation, an event-time (flat)MapGroupsWithState or a range
# join upstream makes a chain Spark rejects).
from pyspark.sql import functions as F

trades = spark.readStream.table("main.bronze.trades").withWatermark("event_ts", "2 minutes")
ohlcv = (trades.dropDuplicatesWithinWatermark(["symbol", "trade_id"])
         .groupBy(F.window("event_ts", "1 minute"), "symbol")
         .agg(F.sum("qty").alias("volume")))
ohlcv.writeStream.outputMode("update").format("console").option("checkpointLocation", "/Volumes/m/chk/ohlcv").start()

# Dataset.distinct() is dropDuplicates() over every column (Spark's Dataset.scala).
events = spark.readStream.table("main.bronze.events").withWatermark("ts", "10 minutes")
per_window = events.select("id", "ts").distinct().groupBy(F.window("ts", "5 minutes")).count()
per_window.writeStream.outputMode("update").format("console").option("checkpointLocation", "/Volumes/m/chk/ev").start()
