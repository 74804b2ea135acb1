# expect: SR404 line 9, SR404 line 11, SR404 line 13, SR404 line 15
# expect: SR404 line 17, SR404 line 18, SR404 line 19
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
orders = spark.readStream.table("shop.orders")
refunds = spark.readStream.table("shop.refunds")

orders.write.mode("append").saveAsTable("shop.orders_copy")

orders.sample(0.01).writeStream.option("checkpointLocation", "/chk/sample").toTable("shop.orders_sample")

refunds.exceptAll(orders).writeStream.option("checkpointLocation", "/chk/except").toTable("shop.unmatched")

refunds.intersect(orders).writeStream.option("checkpointLocation", "/chk/both").toTable("shop.matched")

orders.describe().show()
orders.summary()
train, test = orders.randomSplit([0.8, 0.2])
