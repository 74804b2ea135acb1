# expect: SR206 line 7
# The key is an event-time column only on the left: the right side's state is never dropped.
spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
temps = spark.readStream.table("plant.temps").withWatermark("tick_ts", "2 minutes")
pressures = spark.readStream.table("plant.pressures").withWatermark("read_ts", "2 minutes")
temps.join(pressures, "tick_ts").writeStream.option("checkpointLocation", "/chk/ticks").toTable("plant.joined")
