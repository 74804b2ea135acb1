# expect: SR201 line 17
# `else: pass` (and a block of `...`) keeps the stream as it was: when mode is not "C" the
# aggregation has no watermark, and Spark refuses to start it in append mode. An else that assigns
# nothing but does something may leave (a helper that always raises): that is no such path.
import sys

from pyspark.sql.functions import window

mode = sys.argv[1]
ratings = spark.readStream.table("raw.ratings")
if mode == "C":
    ratings = ratings.withWatermark("ts", "1 day")
elif mode == "D":
    ...
else:
    pass
per_movie = ratings.groupBy(window("ts", "30 days"), "movie").count()
per_movie = per_movie.filter("count > 10")
per_movie.writeStream.outputMode("append").option("checkpointLocation", "/chk/ratings_per_movie").toTable("gold.per_movie")
