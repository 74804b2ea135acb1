# expect: none
# A query started before any statement sets the session's checkpoint root is not checkpointed under
# it (it has its own checkpointLocation here); one started after a helper that sets the root, and
# named, is. A root set in a function no statement calls is taken to hold for every query (its
# callers are out of sight), and every query here is named or has its own checkpoint.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
orders = spark.readStream.table("shop.orders")
orders.writeStream.option("checkpointLocation", "/chk/first").toTable("shop.first")


def use_checkpoint_root(session):
    session.conf.set("spark.sql.streaming.checkpointLocation", "/chk/root")


use_checkpoint_root(spark)
orders.writeStream.queryName("second").toTable("shop.second")


def configure_for_tests(session):
    session.conf.set("spark.sql.streaming.checkpointLocation", "/tmp/chk")
