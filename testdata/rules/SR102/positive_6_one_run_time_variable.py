# expect: SR102 line 16, SR102 line 24
# The root is read from the job's parameters, so the path is unknown here; but both queries read
# the one variable, so they get the same folder whatever it is.
import os

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
checkpoint = os.environ["CHECKPOINT_ROOT"] + "/events"


def start(table: str, chk: str):
    return (
        spark.readStream.table(table)
        .writeStream
        .option("checkpointLocation", chk)
        .toTable(table + "_copy")
    )


clicks = start("raw.clicks", checkpoint)
views = start("raw.views", checkpoint)
backup = (spark.readStream.table("raw.views").writeStream
          .option("checkpointLocation", checkpoint).toTable("raw.views_backup"))
spark.streams.awaitAnyTermination()
