# expect: SR207 line 2
spark.conf.set("spark.sql.streaming.multipleWatermarkPolicy", "MAX")
