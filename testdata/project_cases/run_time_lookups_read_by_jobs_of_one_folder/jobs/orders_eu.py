"""Orders from the EU topic into the silver table."""
import os

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
root = os.environ["CHK_ROOT"]
orders = spark.readStream.format("kafka").option("subscribe", "orders_eu").load()
(orders.writeStream
    .option("checkpointLocation", f"{root}/orders")
    .toTable("sales.silver.orders_eu"))
