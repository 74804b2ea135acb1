# A pipeline library: the pipeline owns checkpoints and triggers.
from pyspark import pipelines as dp


@dp.table
def silver():
    return spark.readStream.table("app.events")
