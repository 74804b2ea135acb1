# Batch reporting: no streaming query here, so nothing to report.
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()

daily = (spark.read.table("iot.bronze.telemetry")
         .groupBy(F.to_date("timestamp").alias("day"))
         .count())
daily.write.mode("overwrite").saveAsTable("iot.gold.daily_counts")
