# config: serverless=true
# expect: SR304 line 17
# expect: SR304 line 19
# expect: SR304 line 20
# expect: SR304 line 38
# expect: SR304 line 47
# A `match` is read as an if: each case is a path. Without a case that always matches, a path
# runs none of them and keeps the default trigger; serverless refuses every path here (one finding
# for each, the default one at the terminal call).
import sys

env = sys.argv[1]

w = spark.readStream.table("obs.e").writeStream.option("checkpointLocation", "/Volumes/obs/chk/e")
match env:
    case "prod":
        w = w.trigger(processingTime="1 minute")
    case "dev":
        w = w.trigger(processingTime="5 minutes")
w.toTable("obs.e_silver")

# A case that runs availableNow: the code chooses, and the rule stays silent.
w2 = spark.readStream.table("obs.f").writeStream.option("checkpointLocation", "/Volumes/obs/chk/f")
match env:
    case "prod":
        w2 = w2.trigger(processingTime="1 minute")
    case _:
        w2 = w2.trigger(availableNow=True)
w2.toTable("obs.f_silver")

# A capture pattern matches anything: no path skips the cases, so the default trigger never runs
# and every path runs processingTime (one finding, at the last path's call).
w3 = spark.readStream.table("obs.h").writeStream.option("checkpointLocation", "/Volumes/obs/chk/h")
match env:
    case "prod" if len(sys.argv) > 2:
        w3 = w3.trigger(processingTime="1 minute")
    case other:
        w3 = w3.trigger(processingTime="10 seconds")
w3.toTable("obs.h_silver")

# `_ as name`, a pattern in parentheses and an or-pattern with `_` match anything too.
w4 = spark.readStream.table("obs.k").writeStream.option("checkpointLocation", "/Volumes/obs/chk/k")
match env:
    case "prod":
        w4 = w4.trigger(processingTime="1 minute")
    case ("dev" | _) as other:
        w4 = w4.trigger(processingTime="10 seconds")
w4.toTable("obs.k_silver")
