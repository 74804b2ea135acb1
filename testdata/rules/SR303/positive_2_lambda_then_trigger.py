# expect: SR303 line 7, SR302 line 9
stream = spark.readStream.format("rate").load()

sink = (
    stream.writeStream
    .option("checkpointLocation", "/Volumes/dev/chk/rate")
    .foreachBatch(lambda df, epoch: df.write.mode("overwrite").saveAsTable("dev.rate_last"))
)
sink.trigger(continuous="10 seconds").start()
