# expect: none
spark.conf.set("spark.sql.streaming.multipleWatermarkPolicy", "min")
