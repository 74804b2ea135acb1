# config: dbr=16.4 compute=classic
# expect: SR306 line 9
quotes = spark.readStream.format("kafka").option("subscribe", "quotes").load()
(quotes.selectExpr("key", "value")
    .writeStream.format("kafka")
    .option("topic", "quotes-out")
    .option("checkpointLocation", "/Volumes/t/chk/rt")
    .outputMode("update")
    .trigger(realTime="5 minutes")
    .start())
