# expect: SR705 line 7, SR705 line 12
from pyspark import pipelines as dp

dp.create_streaming_table("events_all")


@dp.append_flow(target="events_all")
def web_events():
    return spark.read.table("web.raw_events")  # a continuous flow needs a stream


@dp.materialized_view(name="events_per_minute")
def per_minute():
    return spark.readStream.table("events_all").groupBy("minute").count()
