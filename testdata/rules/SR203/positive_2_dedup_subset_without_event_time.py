# expect: SR203 line 4
events = spark.readStream.table("app.events").withWatermark("event_ts", "1 hour")
first_seen = (events
              .dropDuplicates(["event_id"]))
first_seen.writeStream.option("checkpointLocation", "/Volumes/app/chk/first_seen").toTable("app.first_seen")
