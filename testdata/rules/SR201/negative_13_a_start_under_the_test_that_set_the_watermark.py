# expect: none
# The watermark and the append query are under one test of one run-time value: the path on which
# the block did not run (no watermark) never starts the append query.
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
if mode == "C":
    agg.writeStream.outputMode("append").option("checkpointLocation", "/chk/ratings_c").toTable("gold.c")
