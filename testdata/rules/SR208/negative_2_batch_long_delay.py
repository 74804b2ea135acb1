# expect: none
archive = spark.read.table("app.events_archive").withWatermark("ts", "30 days")
archive.write.mode("overwrite").saveAsTable("app.events_copy")
