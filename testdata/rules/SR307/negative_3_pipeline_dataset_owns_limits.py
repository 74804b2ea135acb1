# expect: none
from pyspark import pipelines as dp


# Inside a pipeline dataset the pipeline owns triggers and rate limits: SR3xx stay silent.
@dp.table
def raw_text():
    return spark.readStream.option("maxOffsetsPerTrigger", 3).format("text").load("/Volumes/raw/text")
