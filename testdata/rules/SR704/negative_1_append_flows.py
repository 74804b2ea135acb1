# expect: none
from pyspark import pipelines as dp

dp.create_streaming_table("all_events")


@dp.append_flow(target="all_events")
def web():
    return spark.readStream.table("raw.web_events")


@dp.append_flow(target="all_events")
def app():
    return spark.readStream.table("raw.app_events")
