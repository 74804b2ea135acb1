# expect: SR406 line 8
# CAST(payload AS STRING) is named `payload`: no `value` column reaches the sink.
src = (spark.readStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
       .option("subscribe", "in").load())
(src.selectExpr("CAST(key AS STRING)", "CAST(payload AS STRING)")
    .writeStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
    .option("topic", "out").option("checkpointLocation", "/chk/k3")
    .start())
