# expect: none
# A window stored in a column first (withColumn, withColumns, select ... alias) and grouped by that
# column's name groups by the window on the watermarked column.
from pyspark.sql import SparkSession, functions as F
spark = SparkSession.builder.getOrCreate()
ev = spark.readStream.table("s.events").withWatermark("ts", "10 minutes")
by_w = ev.withColumn("w", F.window("ts", "5 minutes")).groupBy("w", "k").count()
by_w.writeStream.outputMode("append").option("checkpointLocation", "/Volumes/s/ck/w1").toTable("s.w1")
by_ws = ev.withColumns({"bucket": F.window(F.col("ts"), "1 hour"), "n": F.lit(1)}).groupBy(F.col("bucket")).agg(F.sum("n"))
by_ws.writeStream.outputMode("append").option("checkpointLocation", "/Volumes/s/ck/w2").toTable("s.w2")
sel = ev.select(F.session_window("ts", "5 minutes").alias("sw"), "k").groupBy("sw", "k").count()
sel.writeStream.outputMode("append").option("checkpointLocation", "/Volumes/s/ck/w3").toTable("s.w3")
