"""Replays the EU orders into a backfill table; deployed on its own with its own environment."""
import os

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
orders = spark.readStream.format("kafka").option("subscribe", "orders_eu").load()
(orders.writeStream
    .option("checkpointLocation", f"{os.environ['CHK_ROOT']}/orders")
    .trigger(availableNow=True)
    .toTable("sales.backfill.orders"))
