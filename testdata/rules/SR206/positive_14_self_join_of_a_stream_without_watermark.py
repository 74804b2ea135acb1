# expect: SR206 line 9, SR501 line 9
# A left outer join of a stream with itself needs a watermark on the right input: the stream has
# none (the withWatermark below is on another stream), so the outer rows are never emitted and the
# state is never cleaned. The watermarked self-join is negative_7's.
from pyspark.sql import functions as F

events = spark.readStream.table("raw.events")
audit = spark.readStream.table("raw.audit").withWatermark("ts", "1 hour")
later = events.alias("l").join(
    events.alias("r"),
    F.expr("l.session = r.session AND r.ts > l.ts AND r.ts <= l.ts + INTERVAL 1 HOUR"),
    "leftOuter")
later.writeStream.option("checkpointLocation", "/chk/session_next_raw").toTable("gold.session_next_raw")
audit.writeStream.option("checkpointLocation", "/chk/audit_copy").toTable("gold.audit_copy")
