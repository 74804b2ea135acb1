# expect: SR000 line 4
# The trigger was fixed, but the suppression stayed behind.
q = (spark.readStream.table("raw.events").writeStream.option("checkpointLocation", "/chk/events")
     .trigger(availableNow=True).toTable("bronze.events"))  # noqa: SR301
