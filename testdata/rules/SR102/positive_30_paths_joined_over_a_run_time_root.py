# expect: SR102 line 19, SR102 line 20, SR102 line 23, SR102 line 24
# os.path.join over a root read at run time is one value, as an f-string over it is: the same
# parts joined twice are one path (inline, or through a helper), other parts another.
import os

from pyspark.sql import SparkSession

ROOT = os.environ["CHECKPOINT_ROOT"]


def chk(name):
    return os.path.join(ROOT, "checkpoints", name)


spark = SparkSession.builder.getOrCreate()
orders = spark.readStream.table("shop.orders")

# Copied, the name kept.
orders.writeStream.option("checkpointLocation", os.path.join(ROOT, "orders")).toTable("shop.a")
orders.writeStream.option("checkpointLocation", os.path.join(ROOT, "orders")).toTable("shop.b")
orders.writeStream.option("checkpointLocation", os.path.join(ROOT, "refunds")).toTable("shop.c")

orders.writeStream.option("checkpointLocation", chk("returns")).toTable("shop.d")
orders.writeStream.option("checkpointLocation", chk("returns")).toTable("shop.e")
orders.writeStream.option("checkpointLocation", chk("exchanges")).toTable("shop.f")

spark.streams.awaitAnyTermination()
