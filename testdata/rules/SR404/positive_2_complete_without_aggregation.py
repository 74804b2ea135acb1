# expect: SR404 line 4
(spark.readStream.table("app.events")
    .select("id", "ts")
    .writeStream.outputMode("complete")
    .option("checkpointLocation", "/Volumes/app/chk/complete")
    .toTable("app.events_copy"))
