# expect: SR406 line 12, SR406 line 18
# A computed column without an alias is named after its text (`to_json(struct(*))`, `upper(body)`),
# never `value`: the Kafka sink has no value column.
from pyspark.sql import functions as F
from pyspark.sql.functions import concat_ws, col

events = spark.readStream.table("ops.events")
payload = events.select(F.col("id").cast("string").alias("key"), F.to_json(F.struct("*")))
(payload.writeStream.format("kafka")
    .option("kafka.bootstrap.servers", "b:9092").option("topic", "events")
    .option("checkpointLocation", "/chk/events_json")
    .start())
lines = events.select(concat_ws("|", col("id"), col("body")))
(lines.writeStream.format("kafka")
    .option("kafka.bootstrap.servers", "b:9092").option("topic", "lines")
    .option("checkpointLocation", "/chk/events_lines")
    .trigger(availableNow=True)
    .start())
