# expect: SR203 line 8, SR203 line 11, SR203 line 14
# A date or hour computed from the watermarked column is a new column: Spark's watermark stays on
# the column itself, so no group of the computed key ever expires (and append mode is refused).
from pyspark.sql import SparkSession, functions as F
spark = SparkSession.builder.getOrCreate()
orders = spark.readStream.table("shop.orders").withWatermark("order_ts", "1 hour")
daily = (orders
         .groupBy(F.to_date("order_ts").alias("order_date"), "store_id")
         .agg(F.sum("amount").alias("revenue")))
daily.writeStream.outputMode("append").option("checkpointLocation", "/Volumes/shop/chk/daily").toTable("shop.daily")
hourly = orders.groupBy(F.date_trunc("hour", F.col("order_ts"))).count()
hourly.writeStream.outputMode("update").option("checkpointLocation", "/Volumes/shop/chk/hourly").format("memory").start()
by_day = orders.select(F.to_date("order_ts").alias("d"), "store_id")
per_day = by_day.groupBy("d").count()
per_day.writeStream.outputMode("update").option("checkpointLocation", "/Volumes/shop/chk/per_day").format("memory").start()
