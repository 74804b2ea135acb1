# expect: SR702 line 2, SR707 line 19
import dlt
from pyspark.sql import functions as F

ORDERS_CDC = "erp.raw.orders_cdc"


@dlt.view(name="orders_changes")
def staged_orders():
    # spark.read: the view is a batch query, so the flow below has no stream to apply.
    return spark.read.table(ORDERS_CDC).where(F.col("order_id").isNotNull())


dlt.create_streaming_table("orders")


SOURCE = "live.orders_changes"

dlt.apply_changes(
    target="orders",
    source=SOURCE,
    keys=["order_id"],
    sequence_by=F.col("lsn"),
)
