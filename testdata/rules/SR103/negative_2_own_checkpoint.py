# expect: none
spark.conf.set("spark.sql.streaming.checkpointLocation", "/Volumes/ops/streams/checkpoints")

(spark.readStream.table("ops.bronze_clicks")
    .writeStream
    .option("checkpointLocation", "/Volumes/ops/streams/clicks_v2")
    .toTable("ops.silver_clicks"))
