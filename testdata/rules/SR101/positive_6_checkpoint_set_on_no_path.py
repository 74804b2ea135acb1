# expect: SR101 line 12
# The if's branches configure the writer, but neither sets a checkpoint: every path lacks one.
import sys

w = spark.readStream.table("raw.c").writeStream.format("delta")
if sys.argv[1] == "fast":
    w = w.trigger(processingTime="10 seconds")
elif sys.argv[1] == "batch":
    w = w.trigger(availableNow=True)
else:
    w = w.outputMode("append")
w.toTable("s.c")
