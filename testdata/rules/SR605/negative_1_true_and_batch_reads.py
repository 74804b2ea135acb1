# expect: none
# failOnDataLoss true on a stream, and false on a batch read of the topic (a batch read has no
# offsets to lose between runs).
live = (spark.readStream.format("kafka").option("subscribe", "shop.events")
        .option("failOnDataLoss", "true").option("maxOffsetsPerTrigger", 1000).load())
live.writeStream.option("checkpointLocation", "/chk/live").toTable("shop.live")
snapshot = spark.read.format("kafka").option("subscribe", "shop.events").option("failOnDataLoss", "false").load()
snapshot.write.mode("overwrite").saveAsTable("shop.snapshot")
