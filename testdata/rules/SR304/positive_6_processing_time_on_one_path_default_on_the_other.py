# config: serverless=true
# expect: SR304 line 12
# expect: SR304 line 13
# expect: SR304 line 26
# expect: SR304 line 26
# A processing-time trigger set under an if, none on the other path: the query runs with the
# default trigger or with processingTime, and serverless refuses both (one finding for each).
import sys

w = spark.readStream.table("obs.e").writeStream.option("checkpointLocation", "/Volumes/obs/chk/e")
if len(sys.argv) > 2:
    w = w.trigger(processingTime="1 minute")
w.toTable("obs.e_silver")

# A path that runs availableNow: the code chooses the trigger, which path runs is unknown, and
# the rule stays silent.
w2 = spark.readStream.table("obs.f").writeStream.option("checkpointLocation", "/Volumes/obs/chk/f")
if len(sys.argv) > 2:
    w2 = w2.trigger(processingTime="1 minute")
else:
    w2 = w2.trigger(availableNow=True)
w2.toTable("obs.f_silver")

# The same choice written as a conditional expression.
w3 = spark.readStream.table("obs.h").writeStream.option("checkpointLocation", "/Volumes/obs/chk/h")
(w3 if len(sys.argv) > 3 else w3.trigger(processingTime="5 seconds")).toTable("obs.h_silver")
