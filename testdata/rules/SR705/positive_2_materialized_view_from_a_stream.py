# expect: SR705 line 3
spark.sql("""
CREATE OR REFRESH MATERIALIZED VIEW orders_by_day
AS SELECT order_date, count(*) AS orders FROM STREAM(orders_silver) GROUP BY order_date
""")
