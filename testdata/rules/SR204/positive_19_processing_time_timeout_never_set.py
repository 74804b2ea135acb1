# config: dbr=17.3
# expect: SR204 line 16
# The function removes timed-out keys, but a processing-time timeout fires only for a key whose
# duration was set (state.setTimeoutDuration): none is, so no key ever times out and the state of
# every key stays (contrast negative_3, which sets it).
from pyspark.sql.streaming.state import GroupStateTimeout


def count_events(key, pdfs, state):
    if state.hasTimedOut:
        state.remove()
        return
    state.update((sum(len(p) for p in pdfs),))
    yield from ()

per_user = spark.readStream.table("events").groupBy("user_id").applyInPandasWithState(
    count_events, "user_id STRING", "n LONG", "append", GroupStateTimeout.ProcessingTimeTimeout)
per_user.writeStream.option("checkpointLocation", "/c/per_user").toTable("per_user")
