# expect: SR404 line 5
from pyspark.sql import functions as F

clicks = spark.readStream.table("web.clicks").withWatermark("ts", "10 minutes")
clicks.groupBy(F.window("ts", "5 minutes")).count().writeStream.outputMode("update").option(
    "checkpointLocation", "/Volumes/w/chk/c").toTable("w.c")
