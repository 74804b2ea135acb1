# expect: none
# config: dbr=15.4
# Windowed aggregations chained through window_time (streaming-facts.md §2.6): the first
# aggregation's window column, read under another name, carries the event time to the next.
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()
s = spark.readStream.table("raw.a").withWatermark("ts", "10 minutes")
per_min = s.groupBy(F.window("ts", "1 minute"), "k").count()
a = (per_min.select(F.window_time("window").alias("t"), "k", "count")
     .groupBy(F.window("t", "1 hour"), "k").agg(F.sum("count").alias("n")))
a.writeStream.option("checkpointLocation", "/c/a").toTable("s.a")
b = per_min.withColumn("t", F.window_time(F.col("window"))).groupBy(F.window("t", "1 hour"), "k").count()
b.writeStream.option("checkpointLocation", "/c/b").toTable("s.b")
per_min.createOrReplaceTempView("per_min")
c = spark.sql("SELECT k, sum(count) AS n FROM (SELECT window_time(window) AS t, k, count FROM per_min) "
              "GROUP BY window(t, '1 hour'), k")
c.writeStream.option("checkpointLocation", "/c/c").toTable("s.c")
