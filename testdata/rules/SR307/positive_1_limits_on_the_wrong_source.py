# expect: SR307 line 6, SR307 line 13
clicks = (
    spark.readStream.format("kafka")
    .option("kafka.bootstrap.servers", "kafka.internal:9092")
    .option("subscribe", "clicks")
    .option("maxFilesPerTrigger", 100)
    .load()
)

orders = (
    spark.readStream
    .format("delta")
    .option("maxOffsetsPerTrigger", "50000")
    .table("shop.bronze_orders")
)
