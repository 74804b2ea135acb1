# expect: SR701 line 7
from pyspark import pipelines as dp


@dp.materialized_view
def country_codes():
    codes = spark.read.table("ref.countries").select("code").collect()
    return spark.createDataFrame([(c.code,) for c in codes], "code string")
