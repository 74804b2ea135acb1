# expect: none
history = spark.read.table("sec.logins_history")
daily = history.groupBy("user").count().withWatermark("timestamp", "1 hour")
daily.write.mode("overwrite").saveAsTable("sec.daily_logins")
