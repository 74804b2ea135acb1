from pkg import *
from pkg import checkpoint_for
import pkg.io.writers as writers

orders = spark.readStream.table(ORDERS_TABLE)

(orders.writeStream
    .option("checkpointLocation", checkpoint_for("orders"))
    .trigger(availableNow=True)
    .toTable("main.silver.orders"))

writers.start_copy(orders, "orders")

orders.writeStream.option("checkpointLocation", f"{CHECKPOINT_ROOT}/orders").trigger(availableNow=True).toTable("main.gold.orders")

# NOT_EXPORTED is not in __all__: the star import does not bind it, so this path is unknown.
orders.writeStream.option("checkpointLocation", NOT_EXPORTED).trigger(availableNow=True).toTable("main.x.orders")
