# expect: SR106 line 5, SR204 line 7, SR404 line 8
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
spark.conf.set("spark.sql.streaming.stateStore.stateSchemaCheck", "false")

counts = spark.readStream.table("app.events").groupBy("user_id").count()
counts.writeStream.outputMode("update").option("checkpointLocation", "/Volumes/app/chk/c").toTable("app.counts")
