# expect: SR710 line 7, SR710 line 12
# streamlint.lock recorded orders_daily as a streaming table and returns_by_day as a
# materialized view; both changed type.
from pyspark import pipelines as dp


@dp.materialized_view
def orders_daily():
    return spark.read.table("shop.orders").groupBy("day").count()


@dp.table(name="returns_by_day")
def returns():
    return spark.readStream.table("shop.returns")
