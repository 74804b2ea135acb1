# config: dbr=17.3
# expect: SR204 line 17
# The function removes timed-out keys, and names state.setTimeoutDuration, but only in a comment and
# a log message: no duration is ever set, so no key times out and the state of every key stays.
from pyspark.sql.streaming.state import GroupStateTimeout


def count_events(key, pdfs, state):
    if state.hasTimedOut:
        state.remove()
        return
    # TODO: state.setTimeoutDuration(30 * 60 * 1000) once the SLA is agreed
    print("state.setTimeoutDuration( is not called yet")
    state.update((sum(len(p) for p in pdfs),))
    yield from ()

per_user = spark.readStream.table("events").groupBy("user_id").applyInPandasWithState(
    count_events, "user_id STRING", "n LONG", "append", GroupStateTimeout.ProcessingTimeTimeout)
per_user.writeStream.option("checkpointLocation", "/c/per_user_sessions").toTable("per_user_sessions")
