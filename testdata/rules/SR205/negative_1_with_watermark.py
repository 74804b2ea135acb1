# config: dbr=15.4
# expect: none
signals = spark.readStream.table("iot.signals").withWatermark("ts", "5 minutes")
clean = signals.dropDuplicatesWithinWatermark(["signal_id"])
clean.writeStream.option("checkpointLocation", "/Volumes/iot/chk/clean").toTable("iot.clean")
