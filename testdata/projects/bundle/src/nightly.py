# Runs on the nightly job cluster (DBR 17.3).
spark.readStream.table("app.events").writeStream.option("checkpointLocation", "/Volumes/app/chk/n").trigger(availableNow=True).toTable("app.n")
