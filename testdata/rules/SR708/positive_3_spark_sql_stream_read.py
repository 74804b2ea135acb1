# expect: SR708 line 11
# A spark.sql literal reading STREAM(target); the deprecated ignoreChanges re-emits instead of failing.
from pyspark import pipelines as dp
@dp.view
def src():
    return spark.readStream.table("raw.cdc")
dp.create_streaming_table("cdc_t")
dp.create_auto_cdc_flow(target="cdc_t", source="src", keys=["id"], sequence_by="ts")
@dp.table
def reads_cdc_sql():
    return spark.sql("SELECT * FROM STREAM(cdc_t)")
@dp.table
def ign():
    return spark.readStream.option("ignoreChanges", "true").table("cdc_t")
