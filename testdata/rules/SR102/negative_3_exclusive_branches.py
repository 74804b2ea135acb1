# expect: none
import sys

CKPT = "/Volumes/ops/streams/checkpoints/orders"
orders = spark.readStream.table("ops.bronze_orders")

# A backfill run and a continuous run of the same query: one or the other, never both.
if len(sys.argv) > 1 and sys.argv[1] == "backfill":
    q = orders.writeStream.option("checkpointLocation", CKPT).trigger(availableNow=True).toTable("ops.orders")
elif len(sys.argv) > 1 and sys.argv[1] == "replay":
    q = orders.writeStream.option("checkpointLocation", CKPT).trigger(availableNow=True).toTable("ops.orders")
else:
    q = orders.writeStream.option("checkpointLocation", CKPT).trigger(processingTime="1 minute").toTable("ops.orders")
