# expect: none
# A window written in SQL text and aliased, then grouped by its alias: grouped by event time.
events = spark.readStream.table("shop.events").withWatermark("ts", "10 minutes")
(events.selectExpr("window(ts, '5 minutes') AS w", "k")
    .groupBy("w", "k").count()
    .writeStream.option("checkpointLocation", "/chk/w").toTable("shop.windowed"))
