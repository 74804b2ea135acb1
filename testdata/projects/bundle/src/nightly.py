# Runs on the nightly job cluster (DBR 17.3), whose spark_conf sets the session checkpoint root.
spark.readStream.table("app.events").writeStream.option("checkpointLocation", "/Volumes/app/chk/n").trigger(availableNow=True).toTable("app.n")
# No checkpointLocation and no queryName: checkpointed under a random folder (SR103, not SR101).
spark.readStream.table("app.clicks").writeStream.trigger(availableNow=True).toTable("app.clicks_copy")
