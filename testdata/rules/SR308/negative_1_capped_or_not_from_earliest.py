# expect: none
capped = (spark.readStream.format("kafka")
          .option("subscribe", "a")
          .option("startingOffsets", "earliest")
          .option("maxOffsetsPerTrigger", 50000)
          .load())
latest = spark.readStream.format("kafka").option("subscribe", "b").option("startingOffsets", "latest").load()
offsets = (spark.readStream.format("kafka").option("subscribe", "c")
           .option("startingOffsets", """{"c": {"0": 23, "1": -2}}""").load())
default = spark.readStream.format("kafka").option("subscribe", "d").load()
files = spark.readStream.format("json").option("startingOffsets", "earliest").load("/landing")
for df, name in [(capped, "a"), (latest, "b"), (offsets, "c"), (default, "d"), (files, "e")]:
    df.writeStream.option("checkpointLocation", f"/chk/{name}").toTable(name)
