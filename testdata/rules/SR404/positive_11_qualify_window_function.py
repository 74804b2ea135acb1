# expect: SR404 line 6
# Databricks SQL's QUALIFY filters on a window function: not supported on a stream.
spark.readStream.table("bronze.orders").createOrReplaceTempView("orders")
latest = spark.sql("""
    SELECT * FROM orders
    QUALIFY row_number() OVER (PARTITION BY store_id ORDER BY ts DESC) = 1
""")
latest.writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/latest").toTable("silver.latest")
