# config: serverless=true
# expect: none
# DataStreamWriter methods change the writer in place and return it: statements configure it.
reader = spark.readStream.format("kafka")
reader.option("kafka.bootstrap.servers", "broker:9092")
reader.option("subscribe", "contacts")
reader.option("maxOffsetsPerTrigger", 10000)
contacts = reader.load()

writer = contacts.writeStream.format("delta")
writer.option("checkpointLocation", "/Volumes/crm/chk/contacts")
if INCREMENTAL:
    writer.trigger(availableNow=True)
else:
    writer.trigger(availableNow=True).queryName("contacts")
writer.toTable("crm.silver.contacts")
