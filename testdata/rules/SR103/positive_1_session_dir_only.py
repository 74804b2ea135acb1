# expect: SR103 line 10
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
spark.conf.set("spark.sql.streaming.checkpointLocation", "/Volumes/ops/streams/checkpoints")

events = spark.readStream.table("ops.bronze_events")
(events.writeStream
    .format("delta")
    .toTable("ops.silver_events"))
