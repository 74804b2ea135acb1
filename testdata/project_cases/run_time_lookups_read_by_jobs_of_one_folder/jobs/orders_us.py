"""Orders from the US topic into the silver table."""
import os

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
orders = spark.readStream.format("kafka").option("subscribe", "orders_us").load()
(orders.writeStream
    .option("checkpointLocation", os.path.join(os.getenv("CHK_ROOT"), "orders"))
    .toTable("sales.silver.orders_us"))
