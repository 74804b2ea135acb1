# expect: SR204 line 6, SR404 line 7, SR404 line 8
# limit() on a stream: Spark's UnsupportedOperationChecker rejects it in update output mode only.
from pyspark.sql import functions as F

counts = (spark.readStream.table("web.clicks")
          .groupBy("page").agg(F.count("*").alias("clicks"))
          .limit(10))
(counts.writeStream.outputMode("update")
    .option("checkpointLocation", "/chk/top_pages").toTable("web.top_pages"))
