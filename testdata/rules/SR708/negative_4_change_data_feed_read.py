# expect: none
# A change data feed stream of an SCD type 1 AUTO CDC target reads its updates and deletes as
# change rows (_change_type): it does not fail as a plain streaming read of the table does.
from pyspark import pipelines as dp

dp.create_streaming_table("runs_status", table_properties={"delta.enableChangeDataFeed": "true"})

dp.create_auto_cdc_flow(
    target="runs_status",
    source="runs_source",
    keys=["run_id"],
    sequence_by="seq_num",
)


@dp.temporary_view(name="runs_status_cdf")
def runs_status_cdf():
    return (
        spark.readStream.option("readChangeFeed", "true")
        .table("runs_status")
        .filter("_change_type IN ('insert', 'update_postimage')")
    )


@dp.temporary_view(name="runs_source")
def runs_source():
    return spark.readStream.table("events")
