# config: serverless=true
# expect: SR304 line 7, SR306 line 7
orders = spark.readStream.table("shop.orders")
(orders.writeStream
    .foreachBatch(lambda df, bid: df.write.mode("overwrite").saveAsTable("shop.last_orders"))
    .option("checkpointLocation", "/Volumes/shop/chk/rt")
    .trigger(realTime="1 minute")
    .start())
