# expect: none
from pyspark import pipelines as dp

dp.create_streaming_table("events_all")


@dp.append_flow(target="events_all", once=True)
def archive_backfill():
    return spark.read.table("events_archive")


@dp.append_flow(target="events_all")
def live():
    return spark.readStream.table("events_live")
