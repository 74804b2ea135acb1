# config: serverless=true
# expect: SR304 line 11
# Both branches set a processing-time trigger (with other intervals): whichever runs, the query has
# one, and serverless refuses it.
import sys

w = spark.readStream.table("obs.e").writeStream.option("checkpointLocation", "/Volumes/obs/chk/e")
if sys.argv[1] == "fast":
    w = w.trigger(processingTime="5 seconds")
else:
    w = w.trigger(processingTime="1 minute")
w.toTable("obs.e_silver")
