# expect: SR102 line 7, SR102 line 10
# awaitTermination(600) returns after ten minutes even when the backfill still runs: both queries
# may write the checkpoint at once.
CKPT = "/Volumes/logs/ops/checkpoints/clicks"
clicks = spark.readStream.table("logs.bronze.clicks")

backfill = clicks.writeStream.option("checkpointLocation", CKPT).trigger(availableNow=True).toTable("logs.clicks")
backfill.awaitTermination(600)

live = clicks.writeStream.option("checkpointLocation", CKPT).trigger(processingTime="1 minute").toTable("logs.clicks")
