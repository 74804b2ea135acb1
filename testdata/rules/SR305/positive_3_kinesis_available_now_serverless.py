# config: serverless=true
# expect: SR305 line 7
# Kinesis has no per-batch limit to set: the advice comes without an option to insert.
events = (spark.readStream.format("kinesis")
          .option("streamName", "clicks")
          .option("region", "us-west-2")
          .load())
(events.writeStream
    .option("checkpointLocation", "/Volumes/app/chk/clicks")
    .trigger(availableNow=True)
    .toTable("app.bronze_clicks"))
