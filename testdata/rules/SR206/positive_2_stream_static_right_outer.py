# expect: SR206 line 5
devices = spark.read.table("iot.devices")
readings = spark.readStream.table("iot.readings")
enriched = (readings
            .join(devices, "device_id", "right_outer"))
enriched.writeStream.option("checkpointLocation", "/Volumes/iot/chk/enriched").toTable("iot.enriched")
