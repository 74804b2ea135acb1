# config: serverless=true
# expect: SR305 line 6
events = (spark.readStream.format("kafka")
          .option("kafka.bootstrap.servers", "kafka.internal:9092")
          .option("subscribe", "app.events")
          .load())
(events.writeStream
    .option("checkpointLocation", "/Volumes/app/chk/events")
    .trigger(availableNow=True)
    .toTable("app.bronze_events"))
