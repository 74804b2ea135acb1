# expect: SR402 line 6
def write(batch_df, batch_id):
    (batch_df.write.format("delta").mode("append")
        .option("txnAppId", "orders-sink")
        .option("txnVersion", 1)
        .saveAsTable("shop.orders_sink"))


spark.readStream.table("shop.orders").writeStream.foreachBatch(write).option(
    "checkpointLocation", "/Volumes/shop/chk/orders_sink").start()
