# expect: SR203 line 8, SR404 line 13
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()

calls = spark.readStream.table("tel.call_records").withWatermark("call_end_ts", "30 minutes")

by_cell = calls.groupBy("cell_id").agg(F.count("*").alias("calls"))
by_region = calls.groupBy(F.window("call_end_ts", "15 minutes"), "region").agg(F.count("*").alias("calls"))

for i, agg in enumerate([by_cell, by_region]):
    (agg.writeStream
        .outputMode("update")
        .option("checkpointLocation", f"/Volumes/tel/ops/checkpoints/calls_{i}")
        .toTable(f"tel.calls_agg_{i}"))
