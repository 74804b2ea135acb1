# expect: SR203 line 7
# selectExpr renames ts to event_time, but the window is on another time column: the watermark
# column is not grouped, and no group ever expires.
from pyspark.sql import functions as F

taps = spark.readStream.table("pay.taps").withWatermark("ts", "10 minutes")
late = taps.selectExpr("`ts` AS event_time", "card", "settled_at").groupBy(F.window("settled_at", "5 minutes")).count()
late.writeStream.outputMode("append").option("checkpointLocation", "/chk/taps/late").toTable("pay.late")
