# expect: none
# orders_live keeps its recorded type; orders_snapshot_v2 is a new name (the old dataset was
# renamed, not changed); a view and a dataset of unknown kind are not stored.
from pyspark import pipelines as dp

dp.create_streaming_table("orders_live")


@dp.materialized_view(name="orders_snapshot_v2")
def snapshot():
    return spark.read.table("shop.orders")


@dp.temporary_view
def orders_stage():
    return spark.read.table("shop.orders")


@dp.table
def orders_enriched():
    return enrich(spark)  # a library's DataFrame: its kind is unknown
