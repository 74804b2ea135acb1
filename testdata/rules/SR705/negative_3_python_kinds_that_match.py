# expect: none
from pyspark import pipelines as dp

dp.create_streaming_table("events_all")


@dp.append_flow(target="events_all")
def web_events():
    return spark.readStream.table("web.raw_events")


@dp.append_flow(target="events_all", once=True)
def backfill():
    return spark.read.table("web.archive")


@dp.materialized_view
def per_minute():
    return spark.read.table("events_all").groupBy("minute").count()


@dp.table
def either():
    # Its kind follows its query: no mismatch is possible.
    return spark.read.table("events_all")


@dp.materialized_view
def from_a_library():
    return load_events(spark)  # unknown: no verdict
