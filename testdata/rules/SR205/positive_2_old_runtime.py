# config: dbr=13.3
# expect: SR205 line 5
signals = spark.readStream.table("iot.signals").withWatermark("ts", "5 minutes")
clean = (signals
         .dropDuplicatesWithinWatermark(["signal_id"]))
clean.writeStream.option("checkpointLocation", "/Volumes/iot/chk/clean").toTable("iot.clean")
