from pyspark.sql import SparkSession

from jobs.aggregates import readings_per_line, readings_per_window, unique_devices

spark = SparkSession.builder.appName("plant").getOrCreate()

readings = spark.readStream.table("plant.bronze.readings").withWatermark("event_time", "10 minutes")
readings_per_line(readings, "per_line")
readings_per_window(readings, "per_window")
