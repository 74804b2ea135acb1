# expect: none
# Every cast of a column keeps the column's name (Spark's ResolveAliases): try_cast and `::` too.
src = (spark.readStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
       .option("subscribe", "in").load())
(src.selectExpr("try_cast(value AS STRING)")
    .writeStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
    .option("topic", "out").option("checkpointLocation", "/chk/k1").start())
(src.selectExpr("value::string")
    .writeStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
    .option("topic", "out").option("checkpointLocation", "/chk/k2").start())
(src.selectExpr("key", "(value)::string")
    .writeStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
    .option("topic", "out").option("checkpointLocation", "/chk/k3").start())
from pyspark.sql import functions as F
(src.select(F.col("value").try_cast("string"), F.expr("CAST((value) AS STRING)"))
    .writeStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
    .option("topic", "out").option("checkpointLocation", "/chk/k4").start())
