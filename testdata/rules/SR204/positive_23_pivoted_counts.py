# expect: SR204 line 11, SR204 line 18
# groupBy(...).pivot(...) is still grouped data: the count() or sum() after it is one aggregation
# (by the group and the pivoted column), not the DataFrame action count().
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

spark = SparkSession.builder.getOrCreate()

events = spark.readStream.table("bronze.events")

by_device = events.groupBy("country").pivot("device_type", ["ios", "android", "web"]).count()
(by_device.writeStream
    .outputMode("complete")
    .option("checkpointLocation", "/chk/by_device")
    .toTable("gold.by_device"))

spend = (events
    .groupBy("country")
    .pivot("channel", ["web", "store"])
    .agg(F.sum("amount")))
(spend.writeStream
    .outputMode("complete")
    .option("checkpointLocation", "/chk/spend")
    .toTable("gold.spend"))
