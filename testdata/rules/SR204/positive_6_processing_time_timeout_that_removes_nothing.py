# config: dbr=17.3
# expect: SR204 line 9
# A processing-time timeout alone removes nothing: the function never calls state.remove(), so
# every key's state stays (contrast negative_3, whose function evicts timed-out keys).
from pyspark.sql.streaming.state import GroupStateTimeout
def func(key, pdfs, state):
    state.update((1,)); state.setTimeoutDuration(30000)
    yield from pdfs
s = spark.readStream.table("events").groupBy("user_id").applyInPandasWithState(
    func, "user_id STRING", "n LONG", "append", GroupStateTimeout.ProcessingTimeTimeout)
s.writeStream.option("checkpointLocation", "/c/s").toTable("sessions")
