# expect: none
from pyspark import pipelines as dp

ONCE = False


@dp.append_flow(target="events_all", once=ONCE)
def live():
    return spark.readStream.table("events_live")


@dp.append_flow(target="events_all", once=True)
def from_helper():
    return load_somehow()
