# expect: none
from pyspark import pipelines as dp


@dp.table
def raw_events():
    return spark.readStream.format("cloudFiles").option("cloudFiles.format", "json").load("/Volumes/raw/e")
