# expect: none
spark.conf.set("spark.sql.streaming.enableSourceEvolution", True)

a = spark.readStream.format("rate").name("source_a").load()
b = spark.readStream.format("rate").name("source_b").load()
a.union(b).writeStream.option("checkpointLocation", "/Volumes/dev/chk/ab").toTable("dev.ab")
