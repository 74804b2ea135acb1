# config: compute=serverless
# expect: none
# A DeltaTable the function builds itself from the micro-batch's session, and caches in a global it
# declares, is the function's own making: no object from the driver goes with the function.
from delta.tables import DeltaTable
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
_table = None


def upsert(batch_df, batch_id):
    global _table
    if _table is None:
        _table = DeltaTable.forName(batch_df.sparkSession, "silver.customers")
    _table.alias("t").merge(batch_df.alias("s"), "t.id = s.id").whenMatchedUpdateAll().execute()


spark.readStream.table("bronze.customers").writeStream.foreachBatch(upsert).option(
    "checkpointLocation", "/chk/upsert"
).trigger(availableNow=True).start()
