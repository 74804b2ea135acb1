# expect: SR208 line 5
orders = spark.readStream.table("shop.orders").withWatermark("ts", "1 hour")
refunds = (spark.readStream.table("shop.refunds")
           .select("order_id", "ts")
           .withWatermark("ts", "5 days"))
ledger = orders.unionByName(refunds).dropDuplicates(["order_id", "ts"])
ledger.writeStream.foreachBatch(write_ledger).option("checkpointLocation", "/chk/l").start()
