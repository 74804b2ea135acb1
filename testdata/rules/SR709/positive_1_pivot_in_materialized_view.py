# config: pipeline=true
# expect: SR709 line 9
from pyspark import pipelines as dp


@dp.materialized_view
def revenue_wide():
    daily = spark.read.table("orders").groupBy("order_date")
    return daily.pivot("channel", ["web", "store"]).sum("amount")
