# expect: SR102 line 11, SR102 line 13, SR102 line 15, SR102 line 17
# Tests of two different run-time values do not exclude each other, nor do two tests of one value
# against one constant: both queries may run in one process.
import sys

mode = sys.argv[1]
region = sys.argv[2]
events = spark.readStream.table("main.raw.events")

if region == "eu":
    events.writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/regional").toTable("main.silver.eu")
if mode == "eu":
    events.writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/regional").toTable("main.silver.eu_copy")
if mode == "us":
    events.writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/us").toTable("main.silver.us")
if mode == "us":
    events.writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/us").toTable("main.silver.us_copy")
