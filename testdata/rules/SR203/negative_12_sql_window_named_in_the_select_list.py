# expect: none
# A SQL aggregation that names its window in the select list (`window(sold_at, ...) AS hw`) and
# groups by the same window gives the output column hw as a window: an outer count grouped by hw
# groups by the event-time window, as groupBy(F.window(...).alias("hw")) does.
(spark.readStream.table("retail.sales")
    .withWatermark("sold_at", "20 minutes")
    .createOrReplaceTempView("sales_live"))

hourly = spark.sql("""
    SELECT window(sold_at, '1 hour') AS hw, store_id, sum(amount) AS revenue
    FROM sales_live
    GROUP BY WINDOW(sold_at, '1 hour'), store_id
""")

stores_per_hour = hourly.groupBy("hw").count()
(stores_per_hour.writeStream
    .option("checkpointLocation", "/Volumes/retail/ops/chk/stores_per_hour")
    .toTable("retail.gold_stores_per_hour"))
