# expect: SR201 line 12
# The watermark is added under a flag the module sets to False (and a count of zero, an empty
# string): Python never runs those blocks, so the aggregation has no watermark.
LATE_DATA = False
RETRIES = 0
MODE = ""

clicks = spark.readStream.table("web.clicks")
if LATE_DATA or RETRIES or MODE:
    clicks = clicks.withWatermark("event_ts", "30 minutes")

counts = clicks.groupBy(window("event_ts", "10 minutes")).count()
counts = counts.select("*")
counts.writeStream.option("checkpointLocation", "/chk/c").toTable("web.c")
