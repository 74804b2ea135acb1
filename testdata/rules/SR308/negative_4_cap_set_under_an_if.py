# config: compute=classic
# expect: none
# The cap is set under an if whose test is unknown here: the reader may be capped, so the rule
# stays silent.
import os

reader = (spark.readStream.format("kafka")
          .option("kafka.bootstrap.servers", "b:9092")
          .option("subscribe", "orders")
          .option("startingOffsets", "earliest"))
if os.environ.get("BACKFILL"):
    reader = reader.option("maxOffsetsPerTrigger", 100000)
orders = reader.load()
orders.writeStream.option("checkpointLocation", "/chk/orders").toTable("s.orders")
