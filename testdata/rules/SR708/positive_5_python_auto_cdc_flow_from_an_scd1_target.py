# expect: SR708 line 14
# A Python AUTO CDC flow reads its source as a stream: the SCD type 1 target of another flow, updated
# in place, fails it (SQL's `APPLY CHANGES ... FROM STREAM(t)` the same). A snapshot flow reads in batch.
from pyspark import pipelines as dp

dp.create_streaming_table(name="silver_accounts")
dp.create_auto_cdc_flow(target="silver_accounts", source="account_changes",
                        keys=["account_id"], sequence_by="lsn")

dp.create_streaming_table(name="gold_accounts_history")
dp.create_auto_cdc_flow(
    target="gold_accounts_history",
    keys=["account_id"],
    source="silver_accounts",
    sequence_by="lsn",
    stored_as_scd_type=2,
)

dp.create_streaming_table(name="gold_accounts_snapshots")
dp.create_auto_cdc_from_snapshot_flow(target="gold_accounts_snapshots", source="silver_accounts",
                                      keys=["account_id"], stored_as_scd_type=2)
