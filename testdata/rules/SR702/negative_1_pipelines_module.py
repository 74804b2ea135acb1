# expect: none
from pyspark import pipelines as dp


@dp.table
def bronze():
    return spark.readStream.table("raw.events")
