# expect: none
# Except and intersect with a static DataFrame on the right run on a stream; sampling, describe and
# df.write on the micro-batch inside foreachBatch are batch calls.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
orders = spark.readStream.table("shop.orders")
blocked = spark.read.table("shop.blocked_customers")

(orders.exceptAll(blocked)
    .writeStream.option("checkpointLocation", "/chk/allowed").toTable("shop.allowed_orders"))
(orders.intersect(blocked)
    .writeStream.option("checkpointLocation", "/chk/blocked").toTable("shop.blocked_orders"))


def sample_batch(batch_df, batch_id):
    batch_df.describe().show()
    (batch_df.sample(0.05).write
        .option("txnAppId", "orders_sample").option("txnVersion", batch_id)
        .mode("append").saveAsTable("shop.orders_sample"))


orders.writeStream.foreachBatch(sample_batch).option("checkpointLocation", "/chk/sample").start()
