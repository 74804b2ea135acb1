# config: compute=classic
# expect: SR308 line 8
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
orders = (spark.readStream.format("kafka")
          .option("kafka.bootstrap.servers", "kafka.internal:9092")
          .option("startingOffsets", "earliest")
          .option("subscribe", "orders")
          .load())
(orders.writeStream.format("delta")
 .option("checkpointLocation", "/chk/orders")
 .trigger(availableNow=True)
 .toTable("bronze.orders"))
