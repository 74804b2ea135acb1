# expect: SR102 line 8, SR102 line 14
CHECKPOINT_ROOT = "/Volumes/sales/ops/checkpoints"

orders = spark.readStream.table("sales.bronze_orders")

(orders.where("status = 'PAID'")
    .writeStream
    .option("checkpointLocation", CHECKPOINT_ROOT + "/orders")
    .toTable("sales.paid_orders"))

# Copied from the query above; the checkpoint was not changed.
(orders.where("status = 'REFUNDED'")
    .writeStream
    .option("checkpointLocation", f"{CHECKPOINT_ROOT}/orders")
    .toTable("sales.refunded_orders"))
