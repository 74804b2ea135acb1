from pyspark.sql import SparkSession
from plantlink.streaming import open_device_feed

from jobs.aggregates import unique_devices

spark = SparkSession.builder.appName("vendor").getOrCreate()

# The vendor SDK's feed may carry a watermark; a dedup on device_id alone grows either way.
unique_devices(open_device_feed(spark, site="plant-03"), "devices")
