# expect: none
from pyspark import pipelines as dp

dp.create_streaming_table("accounts")
dp.create_auto_cdc_flow(target="accounts", source="account_changes", keys=["id"], sequence_by="lsn")


@dp.temporary_view
def account_changes():
    return spark.readStream.table("bank.raw.account_cdc")


@dp.materialized_view
def balances_by_branch():
    return spark.read.table("accounts").groupBy("branch").sum("balance")


@dp.table
def large_accounts():
    return spark.readStream.option("skipChangeCommits", "true").table("accounts").where("balance > 1e6")
