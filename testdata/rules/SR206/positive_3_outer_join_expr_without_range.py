# config: dbr=17.3
# expect: SR206 line 10
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()

orders = spark.readStream.table("shop.orders").withWatermark("order_ts", "1 hour").alias("o")
payments = spark.readStream.table("shop.payments").withWatermark("paid_ts", "1 hour").alias("p")

unpaid = orders.join(payments, F.expr("o.order_id = p.order_id"), "left_outer")

(unpaid.writeStream
    .option("checkpointLocation", "/Volumes/shop/ops/checkpoints/unpaid")
    .toTable("shop.orders_payments"))
