# expect: SR104 line 7
# streamlint.lock in this folder recorded this checkpoint's query with no stateful operator; a
# distinct() now keeps every row seen in its state: the old checkpoint has no state for it.
visits = spark.readStream.table("shop.bronze.visits")
(visits.withWatermark("ts", "1 hour")
    .select("user_id", "ts")
    .distinct()
    .writeStream.outputMode("append")
    .option("checkpointLocation", "/Volumes/shop/chk/sr104/visitors")
    .toTable("shop.silver.visitors"))
