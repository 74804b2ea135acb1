# expect: SR406 line 9
# The select list of spark.sql names every output column: a payload aliased `body` is no `value`.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
spark.readStream.table("raw.events").createOrReplaceTempView("ev")
out = spark.sql("SELECT CAST(id AS STRING) AS key, to_json(struct(*)) AS body FROM ev")
(out.writeStream.format("kafka")
    .option("topic", "out").option("checkpointLocation", "/c/out").start())
