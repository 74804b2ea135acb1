# expect: none
# Spark names CAST(col AS type) after its column: the Kafka sink gets its `value`.
from pyspark.sql import functions as F

src = (spark.readStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
       .option("subscribe", "in").load())
(src.selectExpr("CAST(key AS STRING)", "CAST(value AS STRING)")
    .writeStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
    .option("topic", "out").option("checkpointLocation", "/chk/k1").start())
(src.select(F.expr("CAST(value AS STRING)"))
    .writeStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
    .option("topic", "out").option("checkpointLocation", "/chk/k2").start())
