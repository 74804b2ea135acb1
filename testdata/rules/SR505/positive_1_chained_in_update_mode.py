# expect: SR505 line 7, SR404 line 9
from pyspark.sql import functions as F

clicks = spark.readStream.table("web.clicks").withWatermark("ts", "10 minutes")
per_user = clicks.groupBy(F.window("ts", "5 minutes"), "user").count()
per_window = (per_user
              .groupBy("window")
              .count())
per_window.writeStream.outputMode("update").option("checkpointLocation", "/Volumes/w/chk/pw").toTable("w.pw")
