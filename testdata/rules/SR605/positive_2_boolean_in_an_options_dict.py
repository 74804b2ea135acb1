# expect: SR605 line 4
KAFKA = {
    "kafka.bootstrap.servers": "broker:9092",
    "failOnDataLoss": False,
    "subscribe": "shop.orders",
    "maxOffsetsPerTrigger": "5000",
}
orders = spark.readStream.format("kafka").options(**KAFKA).load()
orders.writeStream.option("checkpointLocation", "/chk/orders").toTable("shop.bronze_orders")
