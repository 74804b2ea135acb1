# expect: none
from pyspark.sql.functions import window, col

events = spark.readStream.table("iot.events").withWatermark("event_time", "10 minutes")
agg = events.groupBy(window(col("event_time"), "5 minutes"), "device").count()
agg.writeStream.outputMode("append").option("checkpointLocation", "/Volumes/iot/chk/agg").toTable("iot.agg")
