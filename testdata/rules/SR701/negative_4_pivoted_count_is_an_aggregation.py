# expect: SR204 line 10, SR709 line 11
# A pivoted count in a dataset function is an aggregation (SR204, and SR709 for the pivot), not
# the action count() (no SR701, no SR404).
from pyspark import pipelines as dp


@dp.table
def events_by_os():
    return (spark.readStream.table("events_raw")
            .groupBy("country")
            .pivot("device_type", ["ios", "android"])
            .count())
