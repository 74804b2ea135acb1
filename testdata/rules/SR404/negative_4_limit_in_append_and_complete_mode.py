# expect: SR204 line 8
# limit() runs on a stream in append and complete mode (a small stateful operator counts the rows);
# the complete-mode count without a watermark is SR204, not SR404.
from pyspark.sql import functions as F

spark.readStream.format("rate").load().limit(50).writeStream.format("console") \
    .option("checkpointLocation", "/chk/first_rows").start()
top = spark.readStream.table("web.clicks").groupBy("page").agg(F.count("*").alias("n")).orderBy(F.desc("n")).limit(5)
top.writeStream.outputMode("complete").format("memory").queryName("top5") \
    .option("checkpointLocation", "/chk/top5").start()
