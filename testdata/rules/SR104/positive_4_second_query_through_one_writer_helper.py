# expect: SR104 line 15
# One writer helper starts both queries, each with its own checkpoint: streamlint.lock in this
# folder recorded both, and the second one's dedup columns changed since.


def to_silver(df, name):
    return (df.writeStream
            .option("checkpointLocation", f"/Volumes/shop/chk/sr104/{name}")
            .toTable(f"shop.silver.{name}"))


to_silver(spark.readStream.table("shop.bronze.orders").withWatermark("ts", "1 hour")
          .dropDuplicates(["order_id", "ts"]), "orders_dedup")
to_silver(spark.readStream.table("shop.bronze.returns").withWatermark("ts", "1 hour")
          .dropDuplicates(["return_id", "store", "ts"]), "returns_dedup")
