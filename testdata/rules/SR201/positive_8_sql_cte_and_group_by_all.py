# expect: SR201 line 10, SR201 line 14
# Aggregations over a stream view written with a CTE and with Databricks' GROUP BY ALL.
orders = spark.readStream.table("bronze.orders")
orders.createOrReplaceTempView("orders")

revenue = spark.sql("""
    WITH paid AS (
        SELECT * FROM orders WHERE status = 'PAID'
    )
    SELECT store_id, sum(total) AS revenue FROM paid GROUP BY store_id
""")
revenue.writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/revenue").toTable("gold.revenue")

counts = spark.sql("SELECT store_id, count(*) AS n FROM orders GROUP BY ALL")
counts.writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/counts").toTable("gold.counts")
