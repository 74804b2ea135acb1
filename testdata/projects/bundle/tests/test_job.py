# per-file-ignores silences SR101 under tests/.
spark.readStream.table("app.events").writeStream.format("console").start()
