# expect: SR102 line 11, SR102 line 13
# A test inside a loop holds for one iteration: the iteration of "A" starts the first query, that of
# "C" the second, and neither is awaited, so both run on one checkpoint.
import sys

events = spark.readStream.table("main.raw.events")


def start(mode):
    if mode == "A":
        events.writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/m").toTable("main.silver.a")
    if mode == "C":
        events.writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/m").toTable("main.silver.c")


for m in sys.argv[1:]:
    start(m)
