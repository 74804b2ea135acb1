# expect: SR201 line 19
# expect: SR201 line 28
# The watermark is set under `mode == "C"` and the append query starts under `mode == "A"`: the
# two tests never hold together, so the query runs on the path without the watermark, which
# Spark refuses. A value rebound between the two tests is another value: its test says nothing
# about the first.
import sys

from pyspark.sql import SparkSession
from pyspark.sql.functions import window

spark = SparkSession.builder.getOrCreate()
mode = sys.argv[1]

ratings = spark.readStream.table("raw.ratings")
agg = ratings
if mode == "C":
    agg = ratings.withWatermark("ts", "1 day")
agg = agg.groupBy(window("ts", "30 days"), "movie").count()
if mode == "A":
    agg.writeStream.outputMode("append").option("checkpointLocation", "/chk/ratings_a").toTable("gold.a")

late = sys.argv[2]
views = spark.readStream.table("raw.views")
if late == "yes":
    views = views.withWatermark("ts", "1 hour")
late = sys.argv[3]
per_hour = views.groupBy(window("ts", "1 hour")).count()
if late == "yes":
    per_hour.writeStream.outputMode("append").option("checkpointLocation", "/chk/views_v").toTable("gold.v")
