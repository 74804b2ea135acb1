# expect: none
from pyspark import pipelines as dp
from pyspark.sql import functions as F


@dp.temporary_view
def customer_changes():
    return spark.readStream.table("crm.raw.customer_cdc")


dp.create_streaming_table("customers")
dp.create_streaming_table("customer_snapshots")

dp.create_auto_cdc_flow(
    target="customers",
    source="customer_changes",
    keys=["customer_id"],
    sequence_by=F.col("lsn"),
)

# A table outside these files, and a snapshot flow (it takes snapshots, in batch): no verdict.
dp.create_auto_cdc_flow(target="customers", source="crm.raw.other_feed", keys=["customer_id"], sequence_by="lsn")
dp.create_auto_cdc_from_snapshot_flow(
    target="customer_snapshots", source="crm.raw.customer_snapshot", keys=["customer_id"], stored_as_scd_type=2
)
