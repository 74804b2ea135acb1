# expect: none
# A block that ends in raise, return or an exit never reaches the code after the if: the DataFrame
# from before it is no path there. Each query below has a watermark wherever it runs.
import os
import sys

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
events = spark.readStream.table("shop.events")

if os.environ.get("LATE_DATA") == "1":
    events = events.withWatermark("ts", "1 hour")
else:
    raise ValueError("LATE_DATA must be set")
counts = events.groupBy("k", "ts").count()
counts.writeStream.outputMode("append").option("checkpointLocation", "/chk/raise").toTable("shop.counts")


def watermarked(frame, delay):
    if delay:
        frame = frame.withWatermark("ts", delay)
    else:
        return None
    return frame.groupBy("k", "ts").count()


watermarked(spark.readStream.table("shop.orders"), os.environ.get("DELAY")).writeStream.outputMode(
    "append"
).option("checkpointLocation", "/chk/return").toTable("shop.totals")

clicks = spark.readStream.table("shop.clicks")
if os.environ.get("MODE") == "late":
    clicks = clicks.withWatermark("ts", "10 minutes")
elif os.environ.get("MODE") == "strict":
    clicks = clicks.withWatermark("ts", "1 minute")
else:
    sys.exit(2)
clicks.groupBy("k", "ts").count().writeStream.outputMode("append").option(
    "checkpointLocation", "/chk/exit"
).toTable("shop.clicks_by_key")
