# expect: none
# A CTE named like a stream view shadows it: this query reads a table, in batch.
spark.readStream.table("bronze.orders").createOrReplaceTempView("orders")
totals = spark.sql("""
    WITH orders AS (SELECT * FROM main.dims.order_snapshot)
    SELECT store_id, count(*) AS n FROM orders GROUP BY ALL
""")
totals.write.mode("overwrite").saveAsTable("gold.order_counts")
