# expect: none
web = spark.readStream.table("raw.web_events")
app = spark.readStream.table("raw.app_events")
web.unionByName(app).writeStream.option("checkpointLocation", "/Volumes/x/chk/u").toTable("x.all_events")
