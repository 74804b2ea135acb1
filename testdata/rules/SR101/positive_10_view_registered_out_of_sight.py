# expect: SR101 line 12, SR101 line 14
# A temp view registered out of sight (by the `%run` notebook, or another cell's language) and
# written with writeStream is a stream: Spark's writeStream works only on one. Its query still
# needs a checkpoint, read through spark.table or spark.sql.

# %run ./setup_streaming_views

(spark.table("enriched_orders")
    .where("amount > 0")
    .writeStream
    .trigger(availableNow=True)
    .toTable("main.silver.orders"))

spark.sql("SELECT id, amount FROM enriched_orders WHERE amount > 100").writeStream.toTable("main.silver.big")
