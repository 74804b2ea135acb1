# expect: none
CKPT = "/Volumes/logs/ops/checkpoints/access_logs"

logs = spark.readStream.format("cloudFiles").option("cloudFiles.format", "json") \
    .option("cloudFiles.schemaLocation", CKPT + "/_schema").load("/Volumes/logs/landing/access")

# Catch up first, then keep running on the same checkpoint: the runs never overlap.
backfill = logs.writeStream.option("checkpointLocation", CKPT).trigger(availableNow=True).toTable("logs.access")
backfill.awaitTermination()

live = logs.writeStream.option("checkpointLocation", CKPT).trigger(processingTime="1 minute").toTable("logs.access")
