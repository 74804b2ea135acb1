# expect: SR404 line 7, SR404 line 12, SR404 line 17, SR405 line 17
from pyspark.sql import functions as F

counts = spark.readStream.table("web.clicks").withWatermark("ts", "10 minutes").groupBy(F.window("ts", "1 hour")).count()
# Delta (toTable, and format("delta")) rejects update mode at start.
(counts.writeStream
    .outputMode("update")
    .option("checkpointLocation", "/chk/a")
    .toTable("web.hourly"))
(counts.writeStream
    .format("delta")
    .outputMode("update")
    .option("checkpointLocation", "/chk/b")
    .start("/mnt/hourly"))
# File sinks take append only.
(counts.writeStream.format("parquet")
    .outputMode("complete")
    .option("checkpointLocation", "/chk/c")
    .start("/mnt/hourly_parquet"))
