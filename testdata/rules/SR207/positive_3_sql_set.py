# expect: SR207 line 3
# Spark SQL's SET sets the session conf as spark.conf.set does.
spark.sql("SET spark.sql.streaming.multipleWatermarkPolicy = max")
