# expect: SR203 line 14, SR404 line 19
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()

# watermark on arrival time, window on the device event time
readings = (
    spark.readStream.table("iot.silver_readings")
    .withWatermark("arrival_ts", "10 minutes")
)

per_window = (
    readings
    .groupBy(F.window("event_ts", "5 minutes"), "device_id")
    .agg(F.avg("value").alias("avg_value"))
)

(per_window.writeStream
    .outputMode("update")
    .option("checkpointLocation", "/Volumes/iot/ops/checkpoints/readings_5m")
    .toTable("iot.readings_5m"))
