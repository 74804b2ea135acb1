# expect: SR301 line 16
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()

SOURCE_TABLE = "finance.bronze_ledger"
TARGET_TABLE = "finance.silver_ledger"
CHECKPOINT = f"/Volumes/finance/ops/checkpoints/{TARGET_TABLE}"

ledger = spark.readStream.table(SOURCE_TABLE)

# Runs once a night from a job: process what arrived, then stop.
(ledger.dropna(subset=["entry_id"])
    .writeStream
    .option("checkpointLocation", CHECKPOINT)
    .trigger(once=True)
    .toTable(TARGET_TABLE))
