# expect: none
(spark.readStream.table("shop.bronze_orders")
    .writeStream
    .option("checkpointLocation", "/Volumes/shop/ops/chk/silver_orders")
    .trigger(processingTime="30 seconds")
    .toTable("shop.silver_orders"))
