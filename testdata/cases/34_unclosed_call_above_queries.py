# expect: SR301 line 24
# expect: SR101 line 30
# A call left open near the top (the file is being edited): Python reads every later line as its
# arguments, so the checker reads each later top-level statement on its own and keeps their
# findings. The statement with the open bracket is checked no further.
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()

schema = spark.read.table("ops.event_schema").schema.add(

EVENTS = "main.ops.events"


def read_events():
    return (spark.readStream
.format("delta")
.table(EVENTS))


events = read_events().withWatermark("ts", "10 minutes")
(events.groupBy(F.window("ts", "5 minutes"), "kind").count()
    .writeStream.outputMode("append")
    .trigger(once=True)
    .option("checkpointLocation", "/chk/events_by_kind")
    .toTable("main.ops.events_by_kind"))

@F.udf("string")
def label(kind): return kind.upper()
events.select(label("kind")).writeStream.toTable("main.ops.labels")
