# expect: SR303 line 22, SR302 line 23, SR301 line 29
from pyspark.sql import DataFrame, SparkSession

spark = SparkSession.builder.getOrCreate()

LOW_LATENCY = {"continuous": "1 second"}
INCREMENTAL = dict(once=True)


def audit(batch_df: DataFrame, batch_id: int) -> None:
    batch_df.write.format("delta").mode("append") \
        .option("txnAppId", "gps_audit").option("txnVersion", batch_id) \
        .saveAsTable("fleet.gps_audit")


gps = (spark.readStream.format("kafka")
       .option("kafka.bootstrap.servers", "kafka.fleet.internal:9092")
       .option("subscribe", "fleet.gps")
       .load())

(gps.writeStream
    .foreachBatch(audit)
    .trigger(**LOW_LATENCY)
    .option("checkpointLocation", "/Volumes/fleet/ops/checkpoints/gps_audit")
    .start())

(gps.writeStream.format("delta")
    .option("checkpointLocation", "/Volumes/fleet/ops/checkpoints/gps_bronze")
    .trigger(**INCREMENTAL)
    .toTable("fleet.gps_bronze"))
