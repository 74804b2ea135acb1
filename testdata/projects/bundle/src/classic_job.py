# Runs on the bundle's job cluster: DBR 12.2 with RocksDB in spark_conf.
from pyspark.sql import functions as F

events = spark.readStream.table("app.events").withWatermark("ts", "1 hour")
deduped = events.dropDuplicatesWithinWatermark(["id"])
deduped.writeStream.option("checkpointLocation", "/Volumes/app/chk/deduped").toTable("app.deduped")
