# expect: SR204 line 17
# expect: SR204 line 30
# A helper that returns one stream or another is checked on each: its second return's
# dropDuplicates keeps state forever as much as a first return's would. A chain of conditional
# expressions is checked on every side, the last one too.
import sys

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()


def events(kind):
    source = spark.readStream.table("app.events")
    if kind == "raw":
        return source.select("id", "ts")
    return source.dropDuplicates(["id"])


events(sys.argv[1]).writeStream.option("checkpointLocation", "/chk/events").toTable("app.events_out")

mode = sys.argv[2]
src = spark.readStream.table("app.clicks")
chosen = (
    src.select("id") if mode == "a"
    else src.select("ts") if mode == "b"
    else src.select("id", "ts") if mode == "c"
    else src.filter("id > 0") if mode == "d"
    else src.limit(5) if mode == "e"
    else src.dropDuplicates(["id"])
)
chosen.writeStream.option("checkpointLocation", "/chk/chosen").toTable("app.chosen")
