# expect: SR201 line 7
# spark.sql's keyword arguments (PySpark 3.3+): a DataFrame argument is read as a view of it.
events = spark.readStream.table("bronze.events")
table = "bronze.devices"

per_device = spark.sql(
    "SELECT device, count(*) AS n FROM {events} GROUP BY device", events=events)
per_device.writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/per_device").toTable("gold.per_device")

# A string argument is text: a table read in batch.
snapshot = spark.sql("SELECT device, count(*) AS n FROM {t} GROUP BY device", t=table)
snapshot.write.mode("overwrite").saveAsTable("gold.device_snapshot")
