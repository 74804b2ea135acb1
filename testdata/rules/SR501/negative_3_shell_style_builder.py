# expect: none
# A pyspark-shell style script: SparkSession comes from the shell, not an import; its builder
# still sets RocksDB for the stream-stream join.
spark = (SparkSession.builder
         .config("spark.sql.streaming.stateStore.providerClass",
                 "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider")
         .getOrCreate())
a = spark.readStream.table("a").withWatermark("ts", "1 minute")
b = spark.readStream.table("b").withWatermark("ts", "1 minute")
a.join(b, (a.id == b.id) & (a.ts == b.ts)).writeStream.option("checkpointLocation", "/chk/ab").toTable("ab")
