# config: pipeline=true
# expect: none
from pyspark import pipelines as dp
from pyspark.sql import functions as F


@dp.materialized_view
def revenue_wide():
    return (spark.read.table("orders").groupBy("order_date")
            .agg(F.sum(F.when(F.col("channel") == "web", F.col("amount"))).alias("web")))
