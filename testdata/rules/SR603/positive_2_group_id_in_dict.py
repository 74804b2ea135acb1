# expect: SR603 line 5
KAFKA = {
    "kafka.bootstrap.servers": "kafka.internal:9092",
    "subscribe": "payments",
    "group.id": "payments-consumer",
}
payments = spark.readStream.format("kafka").options(**KAFKA).load()
