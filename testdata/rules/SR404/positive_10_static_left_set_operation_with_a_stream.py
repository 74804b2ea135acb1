# expect: SR404 line 8, SR404 line 9
# A batch DataFrame minus a stream: the stream is on the right, which Spark rejects. The result is a
# stream (it needs a checkpoint too).
orders = spark.readStream.table("shop.orders")
catalog = spark.read.table("shop.catalog")
catalog.union(orders).writeStream.option("checkpointLocation", "/chk/union").toTable("shop.all_items")

catalog.exceptAll(orders).writeStream.option("checkpointLocation", "/chk/except_all").toTable("shop.unsold")
catalog.subtract(orders).writeStream.option("checkpointLocation", "/chk/subtract").toTable("shop.unsold2")
orders.subtract(catalog).writeStream.option("checkpointLocation", "/chk/static_right").toTable("shop.uncatalogued")
