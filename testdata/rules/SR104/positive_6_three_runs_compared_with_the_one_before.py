# expect: SR104 line 18
# Three runs on one checkpoint, each awaited before the next: the second changes the dedup keys
# (its restart fails); the third keeps the second's keys, so it restarts from a state of its own
# shape and is not reported again.
CKPT = "/Volumes/app/silver/_chk/events_dedup"


def events():
    return spark.readStream.table("app.bronze.events").withWatermark("event_ts", "1 hour")


(events().dropDuplicates(["event_id", "event_ts"])
    .writeStream.option("checkpointLocation", CKPT).trigger(availableNow=True)
    .toTable("app.silver.events_dedup")
    .awaitTermination())

(events()
    .dropDuplicates(["event_id", "event_ts", "device_id"])
    .writeStream.option("checkpointLocation", CKPT).trigger(availableNow=True)
    .toTable("app.silver.events_dedup")
    .awaitTermination())

(events().dropDuplicates(["event_id", "event_ts", "device_id"])
    .writeStream.option("checkpointLocation", CKPT).trigger(processingTime="1 minute")
    .toTable("app.silver.events_dedup"))
