# config: dbr=16.4
# expect: SR502 line 3, SR404 line 7
spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
events = spark.readStream.table("app.events")
counts = events.groupBy("user").transformWithStateInPandas(None, "user string", "Update", "None")
counts.writeStream.outputMode("update").option("checkpointLocation", "/Volumes/app/chk/c").toTable("app.c")
