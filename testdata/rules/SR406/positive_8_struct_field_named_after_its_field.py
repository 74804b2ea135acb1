# expect: SR406 line 9
# A struct field is named after its field: `value.body` is a column named `body`.
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()
raw = spark.readStream.format("kafka").option("subscribe", "envelopes").load()
env = raw.select(F.from_json(F.col("value").cast("string"), "key STRING, body STRING").alias("value"))
out = env.select("value.key", "value.body")
out.writeStream.format("kafka").option("topic", "a").option("checkpointLocation", "/c/a").start()
