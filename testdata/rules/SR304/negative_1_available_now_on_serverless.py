# config: serverless=true
# expect: none
(spark.readStream.table("shop.bronze_orders")
    .writeStream
    .option("checkpointLocation", "/Volumes/shop/ops/chk/silver_orders")
    .trigger(availableNow=True)
    .toTable("shop.silver_orders"))
