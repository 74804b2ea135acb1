# expect: none
q = spark.readStream.format("kafka").option("subscribe", "q").load()
q.writeStream.format("kafka").option("topic", "o").option("checkpointLocation", "/Volumes/t/chk/o").outputMode(
    "update").trigger(processingTime="1 second").start()
