# expect: SR000 line 3
q = (spark.readStream.table("raw.events").writeStream.option("checkpointLocation", "/chk/events")
     .trigger(once=True).toTable("bronze.events"))  # noqa: SR301, SR302
