# expect: SR204 line 9, SR406 line 11, SR406 line 16, SR204 line 18
# An aggregation's output is its keys (a window's is `window`) and `count` or its aggregates' names:
# no `value` unless an aggregate is named so.
from pyspark.sql import functions as F

SINK = {"kafka.bootstrap.servers": "kafka:9092", "topic": "orders.counts"}
orders = spark.readStream.format("kafka").option("kafka.bootstrap.servers", "kafka:9092").option("subscribe", "orders").load()

(orders.groupBy("key").count()
    .writeStream.format("kafka").outputMode("update").options(**SINK)
    .option("checkpointLocation", "/chk/k_counts").start())

(orders.withWatermark("timestamp", "10 minutes")
    .groupBy(F.window("timestamp", "5 minutes"), "key").agg(F.max("timestamp").alias("last_seen"))
    .writeStream.format("kafka").outputMode("update").options(**SINK)
    .option("checkpointLocation", "/chk/k_last_seen").start())

(orders.groupBy("key").agg(F.to_json(F.struct(F.count("*").alias("n"))).alias("value"))
    .writeStream.format("kafka").outputMode("update").options(**SINK)
    .option("checkpointLocation", "/chk/k_payload").start())
