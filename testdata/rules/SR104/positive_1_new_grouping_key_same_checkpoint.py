# expect: SR104 line 16
from pyspark.sql import functions as F

CKPT = "/Volumes/shop/ops/checkpoints/sales_by_store"
sales = spark.readStream.table("shop.silver_sales").withWatermark("sold_at", "1 hour")

v1 = (sales.groupBy(F.window("sold_at", "1 hour"), "store_id")
      .agg(F.sum("amount").alias("revenue"))
      .writeStream.option("checkpointLocation", CKPT)
      .trigger(availableNow=True)
      .toTable("shop.sales_by_store"))
v1.awaitTermination()

# The second run adds a grouping key but keeps the checkpoint.
v2 = (sales
      .groupBy(F.window("sold_at", "1 hour"), "store_id", "channel")
      .agg(F.sum("amount").alias("revenue"))
      .writeStream.option("checkpointLocation", CKPT)
      .trigger(availableNow=True)
      .toTable("shop.sales_by_store"))
