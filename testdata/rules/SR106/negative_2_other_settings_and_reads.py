# expect: none
import os

flag = os.environ.get("SCHEMA_CHECK", "false")
spark.conf.set("spark.sql.streaming.stateStore.stateSchemaCheck", flag)
print(spark.conf.get("spark.sql.streaming.stateStore.stateSchemaCheck"))
spark.conf.set("spark.sql.adaptive.enabled", "false")
