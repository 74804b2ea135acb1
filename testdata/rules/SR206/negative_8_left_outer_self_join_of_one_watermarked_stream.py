# expect: SR501 line 8
# A left outer join of a stream with itself: the one withWatermark call is on both inputs, and the
# condition bounds the right side's event time by the left's, so the outer rows are emitted once
# the watermark passes (no SR206). Without the watermark it is positive_14.
from pyspark.sql import functions as F

events = spark.readStream.table("raw.events").withWatermark("ts", "1 hour")
later = events.alias("l").join(
    events.alias("r"),
    F.expr("l.session = r.session AND r.ts > l.ts AND r.ts <= l.ts + INTERVAL 1 HOUR"),
    "leftOuter")
later.writeStream.option("checkpointLocation", "/chk/session_next").toTable("gold.session_next")
