from pyspark import pipelines as dp

dp.create_streaming_table("suppliers")
dp.create_streaming_table("contracts")
dp.create_auto_cdc_flow(target="suppliers", source="supplier_changes", keys=["id"], sequence_by="lsn")
dp.create_auto_cdc_flow(
    target="contracts", source="contract_changes", keys=["id"], sequence_by="lsn", stored_as_scd_type=2
)
