# config: compute=classic
# expect: SR403 line 14
# `from delta.tables import *` brings DeltaTable in: a table built outside the foreachBatch function
# from the driver's session goes with the function, and fails to serialise on serverless and
# standard access mode.
from delta.tables import *
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
silver = DeltaTable.forPath(spark, "/mnt/silver/patients")


def upsert(batch_df, batch_id):
    silver.alias("t").merge(batch_df.alias("s"), "s.mrn = t.mrn").whenNotMatchedInsertAll().execute()


spark.readStream.table("bronze.patients").writeStream.foreachBatch(upsert).option(
    "checkpointLocation", "/chk/patients"
).start()
