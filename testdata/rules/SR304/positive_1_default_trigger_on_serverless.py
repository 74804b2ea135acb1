# config: serverless=true
# expect: SR304 line 9
orders = spark.readStream.table("shop.bronze_orders")

(orders
    .where("amount > 0")
    .writeStream
    .option("checkpointLocation", "/Volumes/shop/ops/chk/silver_orders")
    .toTable("shop.silver_orders"))
