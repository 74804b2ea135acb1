# expect: none
spark.conf.set("spark.sql.streaming.checkpointLocation", "/Volumes/ops/streams/checkpoints")

events = spark.readStream.table("ops.bronze_events")
events.writeStream.queryName("silver_events").toTable("ops.silver_events")
events.writeStream.toTable("ops.gold_events", queryName="gold_events")
