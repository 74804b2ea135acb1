# config: dbr=17.3
# expect: none
# The state function hands the timed-out key to a helper of its module, which removes it, and sets
# the duration itself: idle keys are evicted without a watermark (as in negative_3).
from pyspark.sql.streaming.state import GroupStateTimeout


def expire(state):
    if state.hasTimedOut:
        state.remove()
        return True
    return False


def count_sessions(key, pdfs, state):
    if expire(state):
        return
    state.update((sum(len(p) for p in pdfs),))
    state.setTimeoutDuration("30 minutes")
    yield from ()


sessions = spark.readStream.table("events").groupBy("session_id").applyInPandasWithState(
    count_sessions, "session_id STRING", "n LONG", "append", GroupStateTimeout.ProcessingTimeTimeout)
sessions.writeStream.option("checkpointLocation", "/c/sessions_by_helper").toTable("sessions_by_helper")
