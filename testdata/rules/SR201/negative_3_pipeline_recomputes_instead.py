# expect: SR702 line 3, SR204 line 11
# In a pipeline, an aggregation without a watermark is recomputed on each update: SR204, not SR201.
import dlt
from pyspark.sql import functions as F


@dlt.table
def orders_per_customer():
    return (
        dlt.read_stream("orders")
        .groupBy("customer_id")
        .agg(F.sum("amount").alias("total"))
    )
