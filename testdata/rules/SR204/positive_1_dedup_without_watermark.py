# expect: SR204 line 4
orders = spark.readStream.format("kafka").option("subscribe", "orders").load()
unique_orders = (orders.selectExpr("CAST(key AS STRING) AS order_id", "value")
                 .dropDuplicates(["order_id"]))
unique_orders.writeStream.format("delta").option("checkpointLocation", "/Volumes/o/chk/u").toTable("o.unique")
