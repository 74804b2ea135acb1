# expect: none
# The same state shape as streamlint.lock recorded for this checkpoint (a filter and a projection
# are stateless edits).
from pyspark.sql import functions as F

orders = spark.readStream.table("shop.bronze.orders").where("amount > 0")
counts = (orders.withWatermark("ts", "10 minutes")
          .groupBy(F.window("ts", "5 minutes"), "store")
          .count()
          .select("store", "window", "count"))
(counts.writeStream
    .option("checkpointLocation", "/Volumes/shop/chk/sr104/order_counts_filtered")
    .toTable("shop.gold.order_counts_filtered"))
