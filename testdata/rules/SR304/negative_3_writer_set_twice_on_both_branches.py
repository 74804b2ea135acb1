# config: serverless=true
# expect: none
# Both branches name the query and set availableNow on the one writer: after the if it has a
# trigger, whichever branch ran.
import sys

w = spark.readStream.table("obs.events").writeStream.option("checkpointLocation", "/Volumes/obs/chk/w")
if sys.argv[1] == "a":
    w.queryName("events_a")
    w.trigger(availableNow=True)
else:
    w.queryName("events_b")
    w.trigger(availableNow=True)
w.toTable("obs.silver")
