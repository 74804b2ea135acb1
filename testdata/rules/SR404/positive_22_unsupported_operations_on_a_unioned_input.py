# expect: SR404 line 13, SR404 line 15, SR404 line 16
# The inputs a union or join brings into a query run in it too: a distinct aggregate, a non-time
# window function or a sort on the argument side of union() fails the query as on its left side.
from pyspark.sql import SparkSession, functions as F
from pyspark.sql.window import Window

spark = SparkSession.builder.getOrCreate()
tx = spark.readStream.table("shop.tx").withWatermark("event_time", "10 minutes")
per_user = tx.groupBy(F.window("event_time", "5 minutes"), "user_id").agg(F.count("*").alias("n"))
sessions = (
    tx.groupBy(F.session_window("event_time", "2 minutes"), "user_id")
    # Regions seen per session.
    .agg(F.countDistinct("region").alias("n"))
)
ranked = tx.withColumn("n", F.rank().over(Window.partitionBy("user_id").orderBy("event_time")))
latest = tx.select("user_id", F.lit(1).alias("n")).orderBy("user_id")

(
    per_user.select("user_id", "n")
    .union(sessions.select("user_id", "n"))
    .unionByName(ranked.select("user_id", "n"))
    .union(latest)
    .writeStream.option("checkpointLocation", "/Volumes/shop/ops/checkpoints/activity")
    .toTable("shop.activity")
)
