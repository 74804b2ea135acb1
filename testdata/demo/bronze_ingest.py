# Bronze ingestion job: Kafka telemetry and Auto Loader files into Delta.
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.appName("bronze-ingest").getOrCreate()

CATALOG = "iot"
CHECKPOINTS = f"/Volumes/{CATALOG}/ops/checkpoints"
KAFKA = {
    "kafka.bootstrap.servers": "broker-1.internal:9092",
    "subscribe": "devices.telemetry",
    "maxFilesPerTrigger": "500",
}

telemetry = (
    spark.readStream.format("kafka")
    .options(**KAFKA)
    .load()
    .select(F.col("value").cast("string").alias("payload"), "timestamp")
)

(telemetry.writeStream
    .option("checkpointLocation", f"{CHECKPOINTS}/telemetry")
    .trigger(once=True)
    .toTable(f"{CATALOG}.bronze.telemetry"))


def ingest_files(source_dir: str, table: str):
    files = (spark.readStream.format("cloudFiles")
             .option("cloudFiles.format", "json")
             .option("cloudFiles.schemaLocation", f"{CHECKPOINTS}/{table}/_schema")
             .load(source_dir))
    return files.writeStream.trigger(availableNow=True).toTable(f"{CATALOG}.bronze.{table}")


ingest_files("/Volumes/iot/landing/firmware", "firmware_events")
