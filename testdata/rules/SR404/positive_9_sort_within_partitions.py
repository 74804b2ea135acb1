# expect: SR404 line 6
# sortWithinPartitions plans a (local) Sort, which Spark rejects on a stream outside complete mode.
from pyspark.sql import SparkSession
spark = SparkSession.builder.getOrCreate()
events = spark.readStream.table("main.bronze.events")
ordered = events.sortWithinPartitions("device_id", "event_ts")
ordered.writeStream.option("checkpointLocation", "/Volumes/main/chk/ordered").toTable("main.silver.ordered")
batch = spark.read.table("main.bronze.events").sortWithinPartitions("device_id")
batch.write.mode("overwrite").saveAsTable("main.silver.snapshot")
