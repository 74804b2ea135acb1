# config: compute=classic
# expect: SR403 line 16
# A DeltaTable holds the session it was made with: captured by a foreachBatch function, it fails to
# serialise on serverless and standard access mode as the session itself does (streaming-facts.md
# §4.3). Built inside from the micro-batch's session, it is the function's own.
from delta.tables import DeltaTable
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
customers = DeltaTable.forName(spark, "silver.customers")
target = "silver.customers"


def upsert(batch_df, batch_id):
    (
        customers.alias("t")
        .merge(batch_df.alias("s"), "t.id = s.id")
        .whenMatchedUpdateAll()
        .whenNotMatchedInsertAll()
        .execute()
    )


def upsert_inside(batch_df, batch_id):
    table = DeltaTable.forName(batch_df.sparkSession, target)
    table.alias("t").merge(batch_df.alias("s"), "t.id = s.id").whenMatchedUpdateAll().execute()


spark.readStream.table("bronze.customers").writeStream.foreachBatch(upsert).option(
    "checkpointLocation", "/chk/upsert"
).start()
spark.readStream.table("bronze.customers").writeStream.foreachBatch(upsert_inside).option(
    "checkpointLocation", "/chk/upsert_inside"
).start()
