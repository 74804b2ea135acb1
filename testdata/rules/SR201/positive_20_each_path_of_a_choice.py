# expect: SR201 line 17
# expect: SR201 line 24
# expect: SR201 line 33
# expect: SR204 line 26
# A DataFrame chosen at run time (a conditional expression, the blocks of an if or of a match) is
# one of its paths' DataFrames: the query is checked on each, and each block starts from the names
# as they were before the statement (the else's dropDuplicates has no watermark: the if's block,
# which set one, never ran with it).
import sys

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
events = spark.readStream.table("shop.events")
mode = sys.argv[1]

out = events.groupBy("k").count() if mode == "count" else events
out.writeStream.option("checkpointLocation", "/chk/expr").toTable("shop.by_expression")

df = events
if mode == "late":
    df = df.withWatermark("ts", "1 hour").groupBy("k", "ts").count()
elif mode == "count":
    df = df.groupBy("k").count()
else:
    df = df.dropDuplicates(["k", "ts"])
df.writeStream.option("checkpointLocation", "/chk/if").toTable("shop.by_if")

match mode:
    case "plain":
        matched = events.select("k")
    case _:
        matched = events.groupBy("k").count()
matched.writeStream.option("checkpointLocation", "/chk/match").toTable("shop.by_match")
