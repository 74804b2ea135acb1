# expect: SR501 line 11
# A stream joined with itself (sessions paired within ten minutes) carries one withWatermark call on
# both sides: both inputs are watermarked and the condition has a time range, so the join's state
# is bounded (no SR206). negative_8 is the left outer form; positive_14 joins a stream without a
# watermark with itself.
from pyspark.sql import functions as F

events = spark.readStream.table("raw.events").withWatermark("ts", "1 hour")
a = events.alias("a")
b = events.alias("b")
pairs = a.join(
    b, F.expr("a.session = b.session AND b.ts BETWEEN a.ts AND a.ts + INTERVAL 10 MINUTES")
)
pairs.writeStream.option("checkpointLocation", "/chk/session_pairs").toTable("gold.session_pairs")

