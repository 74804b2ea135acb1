# expect: none
# `SET key` only reads the conf; `min` is the default policy.
spark.sql("SET spark.sql.streaming.multipleWatermarkPolicy")
spark.sql("SET spark.sql.streaming.multipleWatermarkPolicy = 'min'")
