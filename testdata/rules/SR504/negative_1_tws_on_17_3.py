# config: dbr=17.3
# expect: SR404 line 5
events = spark.readStream.table("app.events")
counts = events.groupBy("user").transformWithStateInPandas(None, "user string", "Update", "None")
counts.writeStream.outputMode("update").option("checkpointLocation", "/Volumes/app/chk/c").toTable("app.c")
