# expect: none
# Two ifs that test one run-time value against two constants never both run: each process starts
# one of the queries (`mode` is "batch" or "backfill"), as the branches of one if do.
import sys

mode = sys.argv[1]
events = spark.readStream.table("main.raw.events")

if mode == "batch":
    (events.writeStream.trigger(availableNow=True)
        .option("checkpointLocation", "/Volumes/main/ops/chk/events")
        .toTable("main.silver.events"))
if "backfill" == mode:
    (events.writeStream.trigger(availableNow=True)
        .option("checkpointLocation", "/Volumes/main/ops/chk/events")
        .toTable("main.silver.events_backfill"))
elif mode == "replay":
    (events.writeStream.trigger(availableNow=True)
        .option("checkpointLocation", "/Volumes/main/ops/chk/replay")
        .toTable("main.silver.events_replay"))
