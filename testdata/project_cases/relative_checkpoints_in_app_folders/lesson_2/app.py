"""A lesson's app: run from its own folder, it keeps its checkpoint next to it."""
stream = spark.readStream.format("rate").load()
stream.writeStream.format("console").option("checkpointLocation", "checkpoint").start().awaitTermination()
