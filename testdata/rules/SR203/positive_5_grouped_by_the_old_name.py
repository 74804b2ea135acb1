# expect: SR203 line 9
from pyspark.sql import functions as F

# After the rename the watermark is on event_time; grouping by a window on another column
# (ingest_ts) leaves the watermark unable to expire groups.
ev = (spark.readStream.table("s.events")
      .withWatermark("ts", "10 minutes")
      .withColumnRenamed("ts", "event_time"))
agg = ev.groupBy(F.window("ingest_ts", "5 minutes")).count()
agg.writeStream.option("checkpointLocation", "/Volumes/s/ck/old_name").toTable("s.old_name")
