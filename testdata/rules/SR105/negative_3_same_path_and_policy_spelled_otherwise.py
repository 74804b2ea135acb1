# expect: none
# streamlint.lock recorded the sink path without its trailing slash and the watermark policy in
# lower case: the same directory, and Spark reads the policy in any case.
from pyspark.sql import functions as F

spark.conf.set("spark.sql.streaming.multipleWatermarkPolicy", "MIN")
a = spark.readStream.table("raw.a").withWatermark("ts", "1 hour")
b = spark.readStream.table("raw.b").withWatermark("ts", "1 hour")
counts = a.union(b).groupBy(F.window("ts", "5 minutes")).count()
(counts.writeStream.format("parquet")
    .option("checkpointLocation", "/Volumes/shop/chk/sr105/spelled")
    .start("/Volumes/shop/out/spelled/"))
