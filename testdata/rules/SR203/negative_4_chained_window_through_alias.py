# config: dbr=13.3
# expect: none
# Chained time windows: the second aggregation groups by the first one's window column (here
# aliased "w"), which carries the event time the watermark tracks.
from pyspark.sql import functions as F

per_5m = (spark.readStream.table("iot.readings")
          .withWatermark("ts", "10 minutes")
          .groupBy(F.window("ts", "5 minutes").alias("w"), "device_id")
          .agg(F.avg("temp").alias("avg_temp")))
per_1h = (per_5m
          .groupBy(F.window(F.window_time("w"), "1 hour"), "device_id")
          .agg(F.max("avg_temp").alias("max_avg_temp")))
(per_1h.writeStream.outputMode("append")
    .option("checkpointLocation", "/Volumes/iot/chk/chained").toTable("iot.hourly_max"))
