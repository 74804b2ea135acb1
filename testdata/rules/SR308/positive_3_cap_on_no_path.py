# config: compute=classic
# expect: SR308 line 12
# Each branch configures the reader, neither caps it: from earliest, every path reads the whole
# topic in its first batch.
import os

reader = spark.readStream.format("kafka").option("kafka.bootstrap.servers", "b:9092")
if os.environ.get("ALL"):
    reader = reader.option("subscribePattern", "orders.*")
else:
    reader = reader.option("subscribe", "orders")
orders = reader.option("startingOffsets", "earliest").load()
orders.writeStream.option("checkpointLocation", "/chk/orders2").toTable("s.orders2")
