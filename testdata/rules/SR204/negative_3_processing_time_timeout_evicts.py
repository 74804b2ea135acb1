# config: dbr=17.3
# expect: none
# A processing-time timeout lets the function evict idle keys (state.remove()), without a watermark.
from pyspark.sql.streaming.state import GroupStateTimeout
def func(key, pdfs, state):
    if state.hasTimedOut:
        state.remove()                      # idle keys are evicted after 30 s
        return
    state.update((1,)); state.setTimeoutDuration(30000)
    yield from pdfs
s = spark.readStream.table("events").groupBy("user_id").applyInPandasWithState(
    func, "user_id STRING", "n LONG", "append", GroupStateTimeout.ProcessingTimeTimeout)
s.writeStream.option("checkpointLocation", "/c/s").toTable("sessions")
