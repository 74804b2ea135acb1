# config: dbr=12.2
# expect: SR505 line 7
from pyspark.sql import functions as F

clicks = spark.readStream.table("web.clicks").withWatermark("ts", "10 minutes")
per_user = clicks.groupBy(F.window("ts", "5 minutes"), "user").count()
per_window = per_user.groupBy(F.window("window", "5 minutes")).count()
per_window.writeStream.outputMode("append").option("checkpointLocation", "/Volumes/w/chk/d").toTable("w.d")
