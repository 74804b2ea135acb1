# expect: SR203 line 8, SR203 line 12
# A window stored in a column is on the column it windows: another time column than the
# watermark's is still not grouped on the watermark; a column replaced later is no window.
from pyspark.sql import SparkSession, functions as F
spark = SparkSession.builder.getOrCreate()
ev = spark.readStream.table("s.events").withWatermark("ts", "10 minutes")
other = ev.withColumn("w", F.window("arrival_ts", "5 minutes"))
by_other = other.groupBy("w").count()
by_other.writeStream.outputMode("append").option("checkpointLocation", "/Volumes/s/ck/x1").toTable("s.x1")
replaced = (ev.withColumn("w", F.window("ts", "5 minutes"))
            .withColumn("w", F.col("k")))
agg = replaced.groupBy("w").count()
agg.writeStream.outputMode("append").option("checkpointLocation", "/Volumes/s/ck/x2").toTable("s.x2")
