# expect: SR208 line 5
DELAY = "48 hours"
events = spark.readStream.table("app.events")
deduped = (events
           .withWatermark("ts", DELAY)
           .dropDuplicates(["id", "ts"]))
deduped.writeStream.option("checkpointLocation", "/Volumes/app/chk/d").toTable("app.deduped")
