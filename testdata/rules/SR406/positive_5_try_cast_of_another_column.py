# expect: SR406 line 6, SR406 line 9
# try_cast and `::` are named after the column they cast: `payload` is no `value`.
src = (spark.readStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
       .option("subscribe", "in").load())
(src.selectExpr("try_cast(payload AS STRING)")
    .writeStream.format("kafka").option("checkpointLocation", "/chk/k5").start())
(src.selectExpr("(payload)::string")
    .writeStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
    .option("topic", "out").option("checkpointLocation", "/chk/k6").start())
