# expect: SR101 line 6
# DataStreamWriter.table(name) (Databricks' older spelling of toTable) starts a query too.
events = spark.readStream.table("web.bronze.events")
(events.writeStream
    .format("delta")
    .table("web.silver.events"))
