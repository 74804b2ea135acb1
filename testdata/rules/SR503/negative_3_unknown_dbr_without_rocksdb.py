# expect: none
# No target DBR and no RocksDB setting: whether this is an error depends on the DBR, so SR503 stays
# silent (RULES.md "Needs").
spark.conf.set("spark.databricks.streaming.statefulOperator.asyncCheckpoint.enabled", "true")
