# expect: SR404 line 15
# expect: SR404 line 16
# A DataFrame from a library we cannot see is a stream once a query writes it (RULES.md "Project
# scope": a value of unknown origin that reaches writeStream is a stream from there back), so the
# actions run on it, and on what was derived from it, fail. A value no query writes may be a batch
# DataFrame: its actions stay unreported.
from pyspark.sql import SparkSession

from acme.feeds import open_feed, open_snapshot

spark = SparkSession.builder.getOrCreate()

orders = open_feed(spark, "orders")
snapshot = open_snapshot(spark, "orders")
orders.show(5)
print(orders.filter("amount > 0").count())
print(snapshot.count())
snapshot.show()
orders.writeStream.option("checkpointLocation", "/chk/orders_raw").toTable("raw.orders")
