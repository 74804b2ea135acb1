# expect: none
events = spark.readStream.table("main.bronze_events")

(events.writeStream
    .option("checkpointLocation", "/Volumes/main/chk/events")
    .trigger(availableNow=True)
    .toTable("main.silver_events"))

# Disabled flags choose no once trigger.
(events.writeStream
    .option("checkpointLocation", "/Volumes/main/chk/events2")
    .trigger(processingTime="1 minute", once=False)
    .toTable("main.silver_events2"))
