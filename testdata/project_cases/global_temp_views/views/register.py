def register(spark):
    events = spark.readStream.format("kafka").option("subscribe", "events").load()
    events.createOrReplaceGlobalTempView("events_g")
    events.withWatermark("ts", "10 minutes").createOrReplaceTempView("events_wm")
