"""Two jobs of one folder run from it: a relative checkpoint is one folder for both."""
spark.readStream.table("events").writeStream.option("checkpointLocation", "_chk/replay").toTable("out")
