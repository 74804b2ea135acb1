# expect: SR201 line 23, SR201 line 34
# The value from before an if reaches the code after it through a block that left it as it was
# too, and through an outer if that skipped the inner one: a start under the inner test still
# runs on it (mode "A" ran the block that set no watermark; late_data false skipped the one that
# did), and Spark refuses the append aggregation there.
import sys

from pyspark.sql import SparkSession
from pyspark.sql.functions import window

spark = SparkSession.builder.getOrCreate()
mode = sys.argv[1]
late_data = len(sys.argv) > 2

ratings = spark.readStream.table("raw.ratings")
agg = ratings
if mode == "A":
    print("append mode: no watermark")
elif mode == "C":
    agg = ratings.withWatermark("ts", "1 day")
if mode == "A":
    agg = agg.withColumn("source", agg.movie)
agg = agg.groupBy(window("ts", "30 days"), "movie").count()
if mode == "A":
    agg.writeStream.outputMode("append").option("checkpointLocation", "/chk/ratings_pos_a").toTable("gold.a")

views = spark.readStream.table("raw.views")
if late_data:
    if mode == "C":
        views = views.withWatermark("ts", "1 day")
elif mode == "D":
    views = views.withWatermark("ts", "2 hours")
views = views.withColumn("day", views.ts)
per_day = views.groupBy(window("ts", "1 day")).count()
if mode == "C":
    per_day.writeStream.outputMode("append").option("checkpointLocation", "/chk/views_pos_c").toTable("gold.c")
