# expect: SR101 line 13
# expect: SR101 line 14
# expect: SR103 line 17
# Spark reads a query's confs when it starts: the session's checkpoint root, set by a statement
# after a start (spark.conf.set or SQL SET), does not checkpoint that query. A table sink started
# before it fails to start; a console sink runs on a temporary checkpoint. The query started after
# it is checkpointed under the root, by its queryName (SR103: it has none).
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
orders = spark.readStream.table("shop.orders")

orders.writeStream.queryName("orders_copy").toTable("shop.orders_copy")
orders.writeStream.format("console").start()
spark.sql("SET spark.sql.streaming.checkpointLocation = /chk/root")
spark.conf.set("spark.sql.streaming.checkpointLocation", "/chk/root")
orders.writeStream.toTable("shop.orders_later")
