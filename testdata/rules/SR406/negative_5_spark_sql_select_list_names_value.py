# expect: none
# A temp view read back with spark.sql: the select list names the output columns, a function's
# result aliased `AS value` included; `SELECT *` keeps columns this rule cannot list.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
spark.readStream.table("raw.events").createOrReplaceTempView("ev")
a = spark.sql("SELECT CAST(id AS STRING) AS key, to_json(struct(*)) AS value FROM ev")
a.writeStream.format("kafka").option("topic", "o").option("checkpointLocation", "/c/a").start()
b = spark.sql("SELECT CAST(k AS STRING) AS key, value FROM ev WHERE k IS NOT NULL")
b.writeStream.format("kafka").option("topic", "o").option("checkpointLocation", "/c/b").start()
c = spark.sql("SELECT * FROM ev")
c.writeStream.format("kafka").option("topic", "o").option("checkpointLocation", "/c/c").start()
