# expect: SR204 line 12
# A stream or None (`df if flag else None`) is the stream where code goes on with it: a test of it
# (`if deduped is not None:`) runs that code as the stream's path.
import sys

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
enabled = "--dedup" in sys.argv

deduped = (
    spark.readStream.table("ops.exposures").dropDuplicates(["user_id", "experiment_id"])
    if enabled
    else None
)
if deduped is not None:
    deduped.writeStream.option("checkpointLocation", "/chk/exposures").toTable("ops.exposures_dedup")
