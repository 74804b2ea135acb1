# expect: none
# A Kafka source read at the module level of a pipeline file and returned by a dataset function is
# the pipeline's: the pipeline runs the whole file and owns the rate limits (SR3xx stay silent in
# pipeline code).
from pyspark import pipelines as dp

raw = (spark.readStream
    .format("kafka")
    .option("subscribe", "clicks")
    .option("kafka.bootstrap.servers", "broker:9092")
    .option("startingOffsets", "earliest")
    .load())


@dp.table
def clicks_bronze():
    return raw
