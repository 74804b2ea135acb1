from lib.merges import upsert_items, upsert_orders


def process_orders(batch_df, batch_id):
    upsert_orders(batch_df)


def process_items(batch_df, batch_id):
    upsert_items(batch_df)


(spark.readStream.table("bronze.orders").writeStream.foreachBatch(process_orders)
    .option("checkpointLocation", "/chk/orders").trigger(availableNow=True).start())
(spark.readStream.table("bronze.items").writeStream.foreachBatch(process_items)
    .option("checkpointLocation", "/chk/items").trigger(availableNow=True).start())
