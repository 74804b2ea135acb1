# expect: SR702 line 2, SR708 line 21, SR708 line 27
import dlt

dlt.create_streaming_table("inventory")
dlt.apply_changes(
    target="inventory",
    source="inventory_feed",
    keys=["sku"],
    sequence_by="updated_at",
    stored_as_scd_type="1",
)


@dlt.view
def inventory_feed():
    return spark.readStream.table("ops.raw.inventory_cdc")


@dlt.table
def low_stock():
    return dlt.read_stream("inventory").where("qty < 10")


@dlt.table
def restock_alerts():
    # An option other than skipChangeCommits does not help.
    return spark.readStream.option("maxFilesPerTrigger", 10).table("LIVE.inventory").where("qty = 0")
