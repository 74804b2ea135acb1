# expect: SR503 line 5
spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
spark.conf.set(
    "spark.databricks.streaming.statefulOperator.asyncCheckpoint.enabled", True)
