# expect: SR706 line 7
from pyspark import pipelines as dp

dp.create_streaming_table("events_all")


@dp.append_flow(target="events_all", once=True)
def archive_backfill():
    return spark.readStream.table("events_archive")
