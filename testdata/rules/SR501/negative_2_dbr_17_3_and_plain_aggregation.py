# config: dbr=17.3
# expect: none
a = spark.readStream.table("x.a").withWatermark("ts", "1 hour")
b = spark.readStream.table("x.b").withWatermark("ts", "1 hour")
a.join(b, ["id", "window"]).writeStream.option("checkpointLocation", "/Volumes/x/chk/ab").toTable("x.ab")
