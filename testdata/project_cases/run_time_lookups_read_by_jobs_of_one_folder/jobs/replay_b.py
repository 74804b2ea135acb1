"""A replay job: it sets its own checkpoint root before anything reads it."""
import os

os.environ["CHK_ROOT"] = "/Volumes/ops/replay_b"
replayed = spark.readStream.table("ops.bronze.replay_b")
replayed.writeStream.option("checkpointLocation", os.environ["CHK_ROOT"] + "/replay").toTable("ops.silver.replay_b")
