# expect: SR406 line 9, SR406 line 15
events = spark.readStream.table("shop.events")
# `value` is renamed away after the projection.
(events.select("id", "value")
    .withColumnRenamed("value", "body")
    .writeStream.format("kafka")
    .option("topic", "t")
    .option("checkpointLocation", "/chk/a")
    .start())
# selectExpr names its columns by their aliases.
(events.selectExpr("CAST(id AS STRING) AS key", "to_json(struct(*)) AS body")
    .writeStream.format("kafka")
    .option("topic", "t")
    .option("checkpointLocation", "/chk/b")
    .start())
