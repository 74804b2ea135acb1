# expect: SR206 line 11, SR501 line 11, SR204 line 21
# A pipeline view's stream runs in the flows that read it: its joins and aggregations keep state
# there, so the join and state rules apply in `@dp.temporary_view` and `@dlt.view` as in a table.
from pyspark import pipelines as dp


@dp.temporary_view
def orders_with_payment():
    orders = spark.readStream.table("shop.silver_orders").withWatermark("ordered_at", "1 hour")
    payments = spark.readStream.table("shop.silver_payments")
    return orders.join(payments, "order_id", "left_outer")


@dp.table
def unpaid_orders():
    return spark.readStream.table("orders_with_payment").where("paid_at IS NULL")


@dp.view
def clicks_per_user():
    return spark.readStream.table("web.silver_clicks").groupBy("user_id").count()
