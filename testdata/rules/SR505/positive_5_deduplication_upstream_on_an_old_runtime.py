# config: dbr=12.2
# expect: SR505 line 8
# A deduplication feeding an aggregation is a chain of stateful operators: in append mode it needs
# DBR 13.3 LTS (streaming-facts.md §2.6).
from pyspark.sql import functions as F

ticks = spark.readStream.table("main.bronze.ticks").withWatermark("ts", "10 minutes")
per_window = ticks.dropDuplicates(["id", "ts"]).groupBy(F.window("ts", "5 minutes")).count()
per_window.writeStream.outputMode("append").option("checkpointLocation", "/Volumes/m/chk/ticks").toTable("m.ticks")
