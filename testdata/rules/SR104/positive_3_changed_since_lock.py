# expect: SR104 line 8
# streamlint.lock in this folder recorded aggregation(store, ts) [count] for this checkpoint; the
# query now also groups by channel.
from pyspark.sql import functions as F

orders = spark.readStream.table("shop.bronze.orders")
counts = (orders.withWatermark("ts", "10 minutes")
          .groupBy(F.window("ts", "5 minutes"), "store", "channel")
          .count())
(counts.writeStream
    .option("checkpointLocation", "/Volumes/shop/chk/sr104/order_counts")
    .toTable("shop.gold.order_counts"))
