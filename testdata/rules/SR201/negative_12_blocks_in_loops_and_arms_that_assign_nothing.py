# expect: none
# Paths that are not taken: in a loop, a block skipped on this pass may run on a later one (the
# loop leaves by its break once the watermark is set); and where one block of an if surely runs,
# a block that assigns nothing may leave in a way not seen here (a helper that always raises).
# Each aggregation has a watermark wherever it runs.
import time

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()


def fail(message):
    raise ValueError(message)


events = spark.readStream.table("shop.events")
while True:
    if spark.catalog.tableExists("shop.ready"):
        events = events.withWatermark("ts", "1 hour")
        break
    time.sleep(30)
events.groupBy("k", "ts").count().writeStream.outputMode("append").option(
    "checkpointLocation", "/chk/loop"
).toTable("shop.counts")

mode = spark.conf.get("job.mode")
orders = spark.readStream.table("shop.orders")
if mode == "late":
    orders = orders.withWatermark("ts", "1 hour")
elif mode == "fast":
    orders = orders.withWatermark("ts", "1 minute")
else:
    fail(f"unknown mode {mode}")
orders.groupBy("k", "ts").count().writeStream.outputMode("append").option(
    "checkpointLocation", "/chk/modes"
).toTable("shop.totals")
