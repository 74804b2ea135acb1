# config: dbr=15.4
# expect: SR503 line 3
spark.conf.set("spark.databricks.streaming.statefulOperator.asyncCheckpoint.enabled", "true")
