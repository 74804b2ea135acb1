# expect: SR404 line 18
# expect: SR404 line 24
# expect: SR404 line 31
# expect: SR404 line 38
# A distinct aggregate on a stream fails at start ("Distinct aggregations are not supported on
# streaming DataFrames/Datasets"), written as a function, in selectExpr text or in spark.sql over a
# view of the stream. approx_count_distinct is the supported form and gets nothing.
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

spark = SparkSession.builder.getOrCreate()
spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
visits = spark.readStream.table("web.visits").withWatermark("ts", "10 minutes")

(visits
    .groupBy(F.window("ts", "1 hour"))
    .agg(F.countDistinct("user_id").alias("users"), F.sum("pages"))
    .writeStream.option("checkpointLocation", "/chk/users")
    .toTable("web.hourly_users"))

(visits
    .groupBy(F.window("ts", "1 hour"))
    .agg(F.approx_count_distinct("user_id").alias("users"),
         F.sum_distinct(F.col("pages")))
    .writeStream.option("checkpointLocation", "/chk/pages")
    .toTable("web.hourly_pages"))

(visits
    .groupBy(F.window("ts", "1 hour"))
    .agg(F.expr("count(DISTINCT user_id)").alias("users"))
    .writeStream.option("checkpointLocation", "/chk/expr")
    .toTable("web.hourly_expr"))

visits.createOrReplaceTempView("visits")
by_sql = spark.sql("""
    SELECT window(ts, '1 hour') AS w, COUNT(DISTINCT user_id) AS users
    FROM visits GROUP BY window(ts, '1 hour')
""")
by_sql.writeStream.option("checkpointLocation", "/chk/sql").toTable("web.hourly_sql")
