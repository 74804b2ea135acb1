# config: compute=classic
# expect: none
events = spark.readStream.format("kafka").option("subscribe", "app.events").load()
events.writeStream.option("checkpointLocation", "/Volumes/app/chk/e").trigger(availableNow=True).toTable("app.e")
