# expect: none
# A one-time AUTO CDC flow (once=True) backfills from a batch read.
from pyspark import pipelines as dp
@dp.view
def hist_batch():
    return spark.read.table("raw.history")
dp.create_streaming_table("cust")
dp.create_auto_cdc_flow(target="cust", source="hist_batch", keys=["id"], sequence_by="ts", once=True)
