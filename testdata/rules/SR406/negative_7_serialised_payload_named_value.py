# expect: none
# The serialised payload is named `value` by an alias, or renamed to it from the name Spark gives
# it: the Kafka sink has its value column.
from pyspark.sql import functions as F

events = spark.readStream.table("ops.events")
aliased = events.select(F.col("id").cast("string").alias("key"), F.to_json(F.struct("*")).alias("value"))
(aliased.writeStream.format("kafka").option("kafka.bootstrap.servers", "b:9092").option("topic", "a")
    .option("checkpointLocation", "/chk/events_a").start())
renamed = events.select(F.to_json(F.struct("*"))).withColumnRenamed("to_json(struct(*))", "value")
(renamed.writeStream.format("kafka").option("kafka.bootstrap.servers", "b:9092").option("topic", "b")
    .option("checkpointLocation", "/chk/events_b").start())
named = events.select(F.upper("body").name("value"))
(named.writeStream.format("kafka").option("kafka.bootstrap.servers", "b:9092").option("topic", "c")
    .option("checkpointLocation", "/chk/events_c").start())
