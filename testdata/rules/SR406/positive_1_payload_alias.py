# expect: SR406 line 11
from pyspark.sql import functions as F

alerts = spark.readStream.table("noc.alerts")
out = alerts.select(
    F.col("device_id").cast("string").alias("key"),
    F.to_json(F.struct("device_id", "severity")).alias("payload"),
)
(out.writeStream.format("kafka")
    .option("kafka.bootstrap.servers", "b:9092").option("topic", "alerts")
    .option("checkpointLocation", "/chk/alerts").start())
