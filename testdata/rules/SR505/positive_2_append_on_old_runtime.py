# config: dbr=12.2
# expect: SR505 line 6
from pyspark.sql import functions as F

clicks = spark.readStream.table("web.clicks").withWatermark("ts", "10 minutes")
dedup = clicks.dropDuplicates(["id", "ts"]).groupBy(F.window("ts", "5 minutes")).count()
dedup.writeStream.outputMode("append").option("checkpointLocation", "/Volumes/w/chk/d").toTable("w.d")
