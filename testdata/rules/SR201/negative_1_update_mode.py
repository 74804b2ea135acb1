# expect: SR204 line 4, SR404 line 6
orders = spark.readStream.table("shop.orders")
(orders
    .groupBy("customer_id")
    .count()
    .writeStream.outputMode("update")
    .option("checkpointLocation", "/Volumes/shop/chk/orders_per_customer")
    .toTable("shop.orders_per_customer"))
