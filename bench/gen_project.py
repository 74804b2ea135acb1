#!/usr/bin/env python3
"""Writes a generated project of N Python files (default 2000) for the helper-edit benchmark.

common/sources.py is the helper: read_orders() returns a Kafka stream. IMPORTERS files (default
200) import it, count its rows per 5-minute window and write them in append mode (which needs a
watermark: the helper edit of bench_helper_edit adds and removes one); the other files are streaming
jobs of their own (gen_streaming_file.py shapes) spread over 40 packages, so the index has real
work. Usage: bench/gen_project.py OUT_DIR [FILES] [IMPORTERS]
"""
import os
import sys

HELPER = '''from pyspark.sql import SparkSession

BROKERS = "broker-0.internal:9092"


def read_orders(spark):
    return (spark.readStream.format("kafka")
            .option("kafka.bootstrap.servers", BROKERS)
            .option("subscribe", "orders")
            .load()
            .selectExpr("CAST(value AS STRING) AS v", "timestamp AS ts"))
'''

IMPORTER = '''from pyspark.sql import SparkSession
from pyspark.sql.functions import window
from common.sources import read_orders

spark = SparkSession.builder.getOrCreate()
orders = read_orders(spark)
counts = orders.groupBy(window("ts", "5 minutes"), "v").count()
(counts.writeStream
    .outputMode("append")
    .option("checkpointLocation", "/Volumes/main/ops/checkpoints/importer_{i}")
    .toTable("main.gold.orders_{i}"))
'''

JOB = '''from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
CKPT = "/Volumes/main/ops/checkpoints/job_{i}"


def upsert(batch_df, batch_id):
    batch_df.write.format("delta").mode("append").option("txnAppId", "job_{i}").option("txnVersion", batch_id).saveAsTable("main.silver.job_{i}")


events = spark.readStream.format("delta").table("main.bronze.events_{i}")
(events.where("v IS NOT NULL").writeStream
    .foreachBatch(upsert)
    .option("checkpointLocation", CKPT)
    .trigger(availableNow=True)
    .start())
'''


def main():
    out = sys.argv[1]
    files = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    importers = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    os.makedirs(os.path.join(out, "common"), exist_ok=True)
    with open(os.path.join(out, "common", "__init__.py"), "w") as f:
        f.write("")
    with open(os.path.join(out, "common", "sources.py"), "w") as f:
        f.write(HELPER)
    for i in range(files - 2):
        package = os.path.join(out, "jobs_%02d" % (i % 40))
        os.makedirs(package, exist_ok=True)
        text = (IMPORTER if i < importers else JOB).format(i=i)
        name = ("importer_%04d.py" if i < importers else "job_%04d.py") % i
        with open(os.path.join(package, name), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
