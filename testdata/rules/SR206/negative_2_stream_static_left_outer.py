# expect: none
devices = spark.read.table("iot.devices")
readings = spark.readStream.table("iot.readings")
enriched = readings.join(devices, on="device_id", how="left")
enriched.writeStream.option("checkpointLocation", "/Volumes/iot/chk/enriched").toTable("iot.enriched")
