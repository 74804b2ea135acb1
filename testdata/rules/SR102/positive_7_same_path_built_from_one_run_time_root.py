# expect: SR102 line 11, SR102 line 14, SR102 line 20
# The root is a job parameter, unknown here; paths built the same way from it (an f-string, `+`)
# are the same folder whatever the root is. Other suffixes, or another root, are other folders.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
ROOT = dbutils.widgets.get("checkpoint_root")
OTHER_ROOT = dbutils.widgets.get("other_root")

orders = (spark.readStream.table("shop.orders").writeStream
          .option("checkpointLocation", f"{ROOT}/orders")
          .toTable("shop.orders_copy"))
audit = (spark.readStream.table("shop.orders").writeStream
         .option("checkpointLocation", f"{ROOT}/orders")
         .toTable("shop.orders_audit"))
returns = (spark.readStream.table("shop.returns").writeStream
           .option("checkpointLocation", f"{ROOT}/returns")
           .toTable("shop.returns_copy"))
chk = ROOT + "/orders"
late = spark.readStream.table("shop.late").writeStream.option("checkpointLocation", chk).toTable("shop.late_copy")
other = (spark.readStream.table("shop.other").writeStream
         .option("checkpointLocation", f"{OTHER_ROOT}/orders")
         .toTable("shop.other_copy"))
