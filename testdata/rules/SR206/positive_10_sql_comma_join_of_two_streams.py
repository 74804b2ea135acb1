# expect: SR206 line 6, SR501 line 6
# `FROM a, b WHERE ...` joins two streams: an inner join with no watermarks keeps both in state.
spark.readStream.table("bronze.orders").createOrReplaceTempView("orders")
spark.readStream.table("bronze.shipments").createOrReplaceTempView("shipments")
shipped = spark.sql(
    "SELECT o.order_id, s.shipped_at FROM orders o, shipments s WHERE o.order_id = s.order_id")
shipped.writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/shipped").toTable("silver.shipped")
