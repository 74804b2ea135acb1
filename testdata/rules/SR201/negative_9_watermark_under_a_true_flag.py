# expect: none
# Flags Python reads as true (a non-empty string, a non-zero number, a list with items): the
# watermark is added on every path.
REGION = "eu"
SHARDS = 0x10
TABLES = ["web.clicks"]

clicks = spark.readStream.table("web.clicks")
if REGION and SHARDS and TABLES:
    clicks = clicks.withWatermark("event_ts", "30 minutes")

counts = clicks.groupBy(window("event_ts", "10 minutes")).count()
counts.writeStream.option("checkpointLocation", "/chk/c2").toTable("web.c2")
