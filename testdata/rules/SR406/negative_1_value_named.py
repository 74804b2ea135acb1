# expect: none
from pyspark.sql import functions as F

events = spark.readStream.table("shop.events")
# value by alias, by withColumn, by selectExpr and by name
events.select(F.to_json(F.struct("*")).alias("value")).writeStream.format("kafka").option("checkpointLocation", "/chk/1").start()
events.select("id").withColumn("value", F.col("id")).writeStream.format("kafka").option("checkpointLocation", "/chk/2").start()
events.selectExpr("CAST(id AS STRING) AS key", "to_json(struct(*)) AS value").writeStream.format("kafka").option("checkpointLocation", "/chk/3").start()
events.select("key", "value").writeStream.format("kafka").option("checkpointLocation", "/chk/4").start()
