# expect: SR105 line 8
# streamlint.lock recorded one Kafka source for this checkpoint; a union adds a second.
orders = spark.readStream.format("kafka").option("subscribe", "orders").load()
returns = spark.readStream.format("kafka").option("subscribe", "returns").load()
(orders.union(returns)
    .writeStream
    .option("checkpointLocation", "/Volumes/shop/chk/sr105/events")
    .toTable("shop.silver.events"))
