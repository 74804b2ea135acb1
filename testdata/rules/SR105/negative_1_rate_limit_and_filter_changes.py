# expect: none
# Rate limits and filters may change between restarts; the source count and type stay.
orders = (spark.readStream.format("kafka").option("subscribe", "orders")
          .option("maxOffsetsPerTrigger", 50000).load())
(orders.where("value IS NOT NULL")
    .writeStream
    .option("checkpointLocation", "/Volumes/shop/chk/sr105/events_limited")
    .toTable("shop.silver.events"))
