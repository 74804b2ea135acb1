#!/usr/bin/env python3
"""Writes one streaming-dense PySpark file of about N lines (default 10000) to stdout.

Each block is a small job in its own function with its own names, mixing the shapes the rules
look at: Kafka and Auto Loader sources, option dicts, helpers, foreachBatch, and triggers.
"""
import sys

TEMPLATE = '''
OPTS_{i} = {{"kafka.bootstrap.servers": "broker-{i}.internal:9092", "subscribe": "topic_{i}", "maxOffsetsPerTrigger": "{i}000"}}
CKPT_{i} = f"/Volumes/main/ops/checkpoints/job_{i}"


def read_{i}(session):
    return (session.readStream.format("kafka")
            .options(**OPTS_{i})
            .load()
            .selectExpr("CAST(key AS STRING) AS k", "CAST(value AS STRING) AS v", "timestamp"))


def upsert_{i}(batch_df, batch_id):
    (batch_df.write.format("delta").mode("append")
        .option("txnAppId", "job_{i}")
        .option("txnVersion", batch_id)
        .saveAsTable("main.silver.job_{i}"))


def run_{i}(session):
    events = read_{i}(session).where("v IS NOT NULL")
    (events.writeStream
        .foreachBatch(upsert_{i})
        .option("checkpointLocation", CKPT_{i})
        .trigger({trigger})
        .start())
    files = (session.readStream.format("cloudFiles")
             .option("cloudFiles.format", "json")
             .option("cloudFiles.schemaLocation", CKPT_{i} + "/_schema")
             .load("/Volumes/main/landing/job_{i}"))
    return files.writeStream.option("checkpointLocation", CKPT_{i} + "_files").toTable("main.bronze.files_{i}")
'''

TRIGGERS = ['availableNow=True', 'once=True', 'processingTime="1 minute"', 'continuous="1 second"']


def main():
    target = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    out = ["from pyspark.sql import SparkSession", "", "spark = SparkSession.builder.getOrCreate()"]
    i = 0
    while sum(chunk.count("\n") + 1 for chunk in out) < target:
        out.append(TEMPLATE.format(i=i, trigger=TRIGGERS[i % len(TRIGGERS)]))
        i += 1
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
