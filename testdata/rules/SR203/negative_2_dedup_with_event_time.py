# expect: none
events = spark.readStream.table("app.events").withWatermark("event_ts", "1 hour")
dedup = events.dropDuplicates(["event_id", "event_ts"])
dedup.writeStream.option("checkpointLocation", "/Volumes/app/chk/dedup").toTable("app.events_dedup")
