"""A replay job: it sets its own checkpoint root before anything reads it."""
import os

os.environ["CHK_ROOT"] = "/Volumes/ops/replay_a"
replayed = spark.readStream.table("ops.bronze.replay_a")
replayed.writeStream.option("checkpointLocation", os.environ["CHK_ROOT"] + "/replay").toTable("ops.silver.replay_a")
