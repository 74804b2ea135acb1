# expect: none
# Selecting struct fields (`env.value`, col("env.value")) names each column after its field.
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()
ENVELOPE = "key STRING, value STRING"
raw = spark.readStream.format("kafka").option("subscribe", "envelopes").load()
env = raw.select(F.from_json(F.col("value").cast("string"), ENVELOPE).alias("env"))
a = env.select("env.key", "env.value")
a.writeStream.format("kafka").option("topic", "a").option("checkpointLocation", "/c/a").start()
b = env.select(F.col("env.key"), F.col("env.value"))
b.writeStream.format("kafka").option("topic", "b").option("checkpointLocation", "/c/b").start()
