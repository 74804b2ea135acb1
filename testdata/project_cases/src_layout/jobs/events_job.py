from acme.streams import read_events

events = read_events(spark)
(events.writeStream
    .option("checkpointLocation", "/Volumes/main/ops/chk/events")
    .trigger(availableNow=True)
    .toTable("main.bronze.events"))
