# expect: none
# A renamed event-time column keeps its watermark (withColumnRenamed, select(...alias)).
from pyspark.sql import SparkSession, functions as F
spark = SparkSession.builder.getOrCreate()
ev = (spark.readStream.table("s.events")
      .withWatermark("ts", "10 minutes")
      .withColumnRenamed("ts", "event_time"))
agg = ev.groupBy(F.window("event_time", "5 minutes")).count()
agg.writeStream.option("checkpointLocation", "/Volumes/s/ck/r2").toTable("s.r2")
ev2 = (spark.readStream.table("s.events")
      .withWatermark("ts", "10 minutes")
      .select(F.col("ts").alias("t"), "k"))
agg2 = ev2.groupBy(F.window("t", "5 minutes"), "k").count()
agg2.writeStream.option("checkpointLocation", "/Volumes/s/ck/r2b").toTable("s.r2b")
ev3 = (spark.readStream.table("s.events")
       .withWatermark("ts", "10 minutes")
       .withColumnsRenamed({"ts": "event_time", "k": "key"}))
agg3 = ev3.groupBy(F.window("event_time", "5 minutes"), "key").count()
agg3.writeStream.option("checkpointLocation", "/Volumes/s/ck/r3").toTable("s.r3")
