# config: dbr=12.2
# expect: none
# Before Spark 3.4 too, only an operator that may emit rows older than the watermark (an append-mode
# aggregation, an outer join, a flatMapGroupsWithState) could not feed another: a deduplication
# may feed an aggregation on any runtime.
from pyspark.sql import functions as F

ticks = spark.readStream.table("main.bronze.ticks").withWatermark("ts", "10 minutes")
per_window = ticks.dropDuplicates(["id", "ts"]).groupBy(F.window("ts", "5 minutes")).count()
per_window.writeStream.outputMode("append").option("checkpointLocation", "/Volumes/m/chk/ticks").toTable("m.ticks")
