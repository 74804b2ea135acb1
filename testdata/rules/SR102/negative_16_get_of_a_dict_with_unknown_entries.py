# expect: none
# dict.get's default is read only when the dict is complete: a dict with unknown entries (from
# the command line) may hold the key, so the two queries may get different paths.
import sys
from pyspark.sql import SparkSession
spark = SparkSession.builder.getOrCreate()
extra = dict(x.split("=") for x in sys.argv[1:])
opts = {**extra}
q1 = spark.readStream.table("a").writeStream.option("checkpointLocation", opts.get("chk", "/chk/a")).toTable("b")
q2 = spark.readStream.table("c").writeStream.option("checkpointLocation", opts.get("chk2", "/chk/a")).toTable("d")
