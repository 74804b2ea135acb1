# expect: none
enabled = spark.conf.get("spark.databricks.streaming.statefulOperator.asyncCheckpoint.enabled")
