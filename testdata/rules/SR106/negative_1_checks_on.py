# expect: none
spark.conf.set("spark.sql.streaming.stateStore.stateSchemaCheck", "true")
spark.conf.set("spark.sql.streaming.statefulOperator.checkCorrectness.enabled", True)
