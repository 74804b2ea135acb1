# expect: none
from pyspark import pipelines as dp

spark.conf.set("spark.sql.streaming.checkpointLocation", "/Volumes/ops/streams/checkpoints")


@dp.table(name="bronze_orders")
def bronze_orders():
    # The pipeline owns checkpoints of dataset functions.
    return spark.readStream.table("raw.orders")


def legacy():
    return spark.readStream.table("raw.orders").writeStream.queryName("legacy").toTable("ops.legacy")
