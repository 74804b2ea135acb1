# expect: none
q = (spark.readStream.table("raw.events").writeStream.option("checkpointLocation", "/chk/events")
     .trigger(once=True).toTable("bronze.events"))  # noqa: SR301
