"""Aggregations the jobs share; the streams come from their callers."""
from pyspark.sql import functions as F


def readings_per_line(readings, name):
    return (readings
            .groupBy("line_id")
            .agg(F.count("*").alias("readings"))
            .writeStream
            .outputMode("update")
            .format("console")
            .option("checkpointLocation", f"/Volumes/plant/ops/chk/{name}")
            .start())


def unique_devices(readings, name):
    return (readings
            .dropDuplicates(["device_id"])
            .writeStream
            .option("checkpointLocation", f"/Volumes/plant/ops/chk/{name}")
            .toTable(f"plant.silver.{name}"))


def readings_per_window(readings, name):
    return (readings
            .groupBy(F.window("event_time", "10 minutes"), "line_id")
            .count()
            .writeStream
            .outputMode("update")
            .format("console")
            .option("checkpointLocation", f"/Volumes/plant/ops/chk/{name}")
            .start())
