# expect: SR202 line 17
# A pipeline dataset sets its watermark after the aggregation: SR202 says so at the watermark, and
# the aggregation gets no SR204 beside it (the more specific finding wins).
from pyspark import pipelines as dp
from pyspark.sql import functions as F


@dp.table
def telemetry_per_minute():
    return (
        spark.readStream.table("telemetry_raw")
        .select(F.col("timestamp").alias("ts"), "machine_id")
        .groupBy(F.window("ts", "1 minute"), "machine_id")
        .count()
        # The late watermark: the aggregation above is not bounded by it.
        .select("window", "machine_id", "count")
        .withWatermark("window", "5 minutes")
    )
