# expect: none
# Inner joins keyed by name on the event-time column both sides watermark: the equality bounds the
# state as a range condition does (RULES.md "Clarifications").
spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
temps = spark.readStream.table("plant.temps").withWatermark("tick_ts", "2 minutes")
pressures = spark.readStream.table("plant.pressures").withWatermark("tick_ts", "2 minutes")
temps.join(pressures, "tick_ts").writeStream.option("checkpointLocation", "/chk/one_key").toTable("plant.joined")
temps.join(pressures, ["line_id", "tick_ts"]).writeStream.option("checkpointLocation", "/chk/two_keys").toTable("plant.joined_by_line")
