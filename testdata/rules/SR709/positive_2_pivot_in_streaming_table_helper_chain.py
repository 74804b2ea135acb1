# config: pipeline=true
# expect: SR709 line 8
from pyspark import pipelines as dp


@dp.table
def clicks_wide():
    return spark.read.table("clicks").groupBy("day").pivot("page").count()
