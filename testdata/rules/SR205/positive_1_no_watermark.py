# expect: SR205 line 4
signals = spark.readStream.table("iot.signals")
clean = (signals
         .dropDuplicatesWithinWatermark(["signal_id"]))
clean.writeStream.option("checkpointLocation", "/Volumes/iot/chk/clean").toTable("iot.clean")
