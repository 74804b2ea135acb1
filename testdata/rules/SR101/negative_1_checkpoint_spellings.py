# expect: none
CHECKPOINTS = "/Volumes/ops/streams/checkpoints"

events = spark.readStream.table("ops.bronze_events")

events.writeStream.option("checkpointlocation", f"{CHECKPOINTS}/a").toTable("ops.a")
events.writeStream.options(checkpointLocation=f"{CHECKPOINTS}/b").toTable("ops.b")
events.writeStream.toTable("ops.c", checkpointLocation=f"{CHECKPOINTS}/c")
events.writeStream.format("delta").start("/Volumes/ops/streams/d", checkpointLocation=f"{CHECKPOINTS}/d")
events.writeStream.options(**{"checkpointLocation": f"{CHECKPOINTS}/e"}).toTable("ops.e")
