# expect: SR405 line 8
from pyspark.sql import functions as F

MODE = "complete"
sales = spark.readStream.table("shop.sales").withWatermark("sold_at", "1 hour")
daily = sales.groupBy(F.window("sold_at", "1 day")).agg(F.sum("amount").alias("revenue"))
writer = daily.writeStream.option("checkpointLocation", "/Volumes/shop/chk/daily")
writer.outputMode(MODE).toTable("shop.daily_revenue")
