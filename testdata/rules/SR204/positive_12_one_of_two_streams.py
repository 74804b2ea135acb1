# expect: SR204 line 13
# A stream chosen by a conditional expression whose test is unknown here is read from one of the
# two sources: its dropDuplicates keeps state either way. Where both sides set a watermark (each
# its own), what follows may rely on one, and the rule stays silent.
import sys

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
replay = len(sys.argv) > 1

events = spark.readStream.table("ops.events_replay") if replay else spark.readStream.table("ops.events")
(events.dropDuplicates(["event_id"])
    .writeStream.option("checkpointLocation", "/chk/ops/dedup")
    .toTable("ops.events_dedup"))

live = spark.readStream.table("ops.clicks").withWatermark("ts", "1 hour")
late = spark.readStream.table("ops.clicks_late").withWatermark("ts", "2 hours")
clicks = late if replay else live
(clicks.dropDuplicates(["click_id", "ts"])
    .writeStream.option("checkpointLocation", "/chk/ops/clicks")
    .toTable("ops.clicks_dedup"))
