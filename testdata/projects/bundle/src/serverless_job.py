# A task with an environment_key and no cluster: serverless.
(spark.readStream.table("app.events")
    .writeStream
    .option("checkpointLocation", "/Volumes/app/chk/copy")
    .toTable("app.events_copy"))
