# expect: none
# Paths known only at run time: each query reads its own variable, or a variable bound again
# before the second query, so nothing says they are the same folder.
import os

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
root = dbutils.widgets.get("root")
orders_chk = f"{root}/orders"
returns_chk = f"{root}/returns"

orders = (spark.readStream.table("shop.orders").writeStream
          .option("checkpointLocation", orders_chk)
          .toTable("shop.orders_copy"))
returns = (spark.readStream.table("shop.returns").writeStream
           .option("checkpointLocation", returns_chk)
           .toTable("shop.returns_copy"))

chk = os.environ["STAGE_CHECKPOINT"]
staged = (spark.readStream.table("shop.stage_a").writeStream
          .option("checkpointLocation", chk)
          .toTable("shop.stage_a_copy"))
chk = os.environ["AUDIT_CHECKPOINT"]
audited = (spark.readStream.table("shop.stage_b").writeStream
           .option("checkpointLocation", chk)
           .toTable("shop.stage_b_copy"))


def mirror(table):
    location = dbutils.widgets.get(table + "_checkpoint")
    return (spark.readStream.table(table).writeStream
            .option("checkpointLocation", location)
            .toTable(table + "_mirror"))


mirror("shop.a")
mirror("shop.b")
