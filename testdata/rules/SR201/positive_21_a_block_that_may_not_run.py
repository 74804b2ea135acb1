# expect: SR201 line 15
# expect: SR201 line 26
# An if without an else may not run its block: the DataFrame from before it is one of the paths out
# of it, and so is the one an elif leaves as it was. The query is checked on each: where no
# watermark was set, the aggregation in append mode fails to start.
import os

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
events = spark.readStream.table("shop.events")

if os.environ.get("LATE_DATA") == "1":
    events = events.withWatermark("ts", "1 hour")
counts = events.groupBy("k", "ts").count()
counts.writeStream.outputMode("append").option("checkpointLocation", "/chk/no_else").toTable("shop.counts")

orders = spark.readStream.table("shop.orders")
region = os.environ.get("REGION")
if region == "eu":
    orders = orders.withWatermark("ts", "2 hours")
elif region == "us":
    orders = orders.withWatermark("ts", "30 minutes")
elif region == "test":
    print("no watermark for test runs")
totals = orders.groupBy("k", "ts").count()
totals.writeStream.outputMode("append").option("checkpointLocation", "/chk/elif").toTable("shop.totals")
