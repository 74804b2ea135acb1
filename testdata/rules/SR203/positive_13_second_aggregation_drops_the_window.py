# expect: SR203 line 10
# config: dbr=15.4
# The second aggregation groups by neither the first one's window nor a window over it.
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()
s = spark.readStream.table("raw.a").withWatermark("ts", "10 minutes")
per_min = s.groupBy(F.window("ts", "1 minute"), "k").count()
per_key = (per_min.select(F.window_time("window").alias("t"), "k", "count")
           .groupBy("k").agg(F.sum("count").alias("n")))
per_key.writeStream.option("checkpointLocation", "/c/a").toTable("s.a")
