# expect: none
# A changed conf and output path on a new checkpoint: a new query, nothing to compare.
from pyspark.sql import functions as F

spark.conf.set("spark.sql.shuffle.partitions", "200")
totals = (spark.readStream.table("shop.bronze.orders")
          .withWatermark("ts", "1 hour")
          .groupBy(F.window("ts", "1 hour"), "store").agg(F.sum("amount")))
(totals.writeStream.format("parquet")
    .start("/Volumes/shop/out/totals_v2", checkpointLocation="/Volumes/shop/chk/sr105/totals_v2"))
