# config: serverless=true
# expect: SR304 line 11, SR304 line 13
# One writer, started on two branches: the branch that sets no trigger gets the default
# processing-time trigger, whatever the other branch set on the same writer.
import sys

writer = (spark.readStream.table("obs.events").writeStream
          .option("checkpointLocation", "/Volumes/obs/chk/events"))
mode = sys.argv[1]
if mode == "fast":
    q = writer.trigger(processingTime="5 seconds").toTable("obs.silver")
else:
    q = writer.toTable("obs.silver")
