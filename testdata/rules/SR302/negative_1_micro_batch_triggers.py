# expect: none
events = spark.readStream.format("kafka").option("subscribe", "e").load()

events.writeStream.format("kafka").option("topic", "out").option(
    "checkpointLocation", "/Volumes/ops/chk/out").trigger(processingTime="1 second").start()

events.writeStream.format("kafka").option("topic", "out2").option(
    "checkpointLocation", "/Volumes/ops/chk/out2").trigger("5 seconds").start()
