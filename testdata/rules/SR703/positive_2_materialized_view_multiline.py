# expect: SR703 line 2
DDL = """
create or replace materialized view sales.daily
as select day, sum(amount) from sales.silver group by day
"""
spark.sql(DDL)
