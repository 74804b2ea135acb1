# SR208 is ignored in pyproject.toml.
events = spark.readStream.table("app.events").withWatermark("ts", "3 days").dropDuplicates(["id", "ts"])
events.writeStream.option("checkpointLocation", "/Volumes/app/chk/long").toTable("app.long")
