# expect: SR101 line 8
from pyspark.sql import DataFrame


def publish(df: DataFrame, table: str, mode: str = "append"):
    writer = df.writeStream.outputMode(mode)
    writer = writer.trigger(availableNow=True)
    return writer.toTable(table)


orders = spark.readStream.table("shop.bronze_orders")
refunds = spark.readStream.table("shop.bronze_refunds")
publish(orders, "shop.silver_orders")
publish(refunds.where("amount > 0"), "shop.silver_refunds")
