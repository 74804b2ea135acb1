# expect: SR601 line 4
spark.conf.set("spark.sql.streaming.queryEvolution.enableSourceEvolution", "true")

a = spark.readStream.format("rate").name("rate-source").load()
b = spark.readStream.format("rate").load()
a.union(b).writeStream.option("checkpointLocation", "/Volumes/dev/chk/ab").toTable("dev.ab")
