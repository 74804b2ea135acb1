# expect: none
events = spark.readStream.table("app.events").withWatermark("ts", "1 hour 30 minutes")
events.dropDuplicates(["id", "ts"]).writeStream.option("checkpointLocation", "/Volumes/a/c/d").toTable("app.d")
