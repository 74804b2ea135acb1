# config: serverless=true
# expect: SR305 line 7
# On serverless, availableNow without a cap is SR305's, not SR308's.
events = (spark.readStream.format("kafka")
          .option("subscribe", "events")
          .option("startingOffsets", "earliest")
          .load())
events.writeStream.option("checkpointLocation", "/chk/events").trigger(availableNow=True).toTable("events")
