# expect: SR105 line 5, SR105 line 10
# streamlint.lock recorded shuffle partitions 64 and the output path /Volumes/shop/out/totals.
from pyspark.sql import functions as F

spark.conf.set("spark.sql.shuffle.partitions", "200")
totals = (spark.readStream.table("shop.bronze.orders")
          .withWatermark("ts", "1 hour")
          .groupBy(F.window("ts", "1 hour"), "store").agg(F.sum("amount")))
(totals.writeStream.format("parquet")
    .start("/Volumes/shop/out/totals_v2", checkpointLocation="/Volumes/shop/chk/sr105/totals"))
