# config: dbr=15.4
# expect: SR502 line 3, SR206 line 7
spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider")
a = spark.readStream.table("x.a").withWatermark("ts", "1 hour")
b = spark.readStream.table("x.b").withWatermark("ts2", "1 hour")
a.join(b, "id").writeStream.option("checkpointLocation", "/Volumes/x/chk/ab").toTable("x.ab")
