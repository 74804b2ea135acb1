# expect: SR204 line 15, SR204 line 19, SR204 line 22
# Streams read in a comprehension and folded with functools.reduce are one stream: the unions are
# applied as Python applies them, with the class's method (DataFrame.unionByName) or a lambda, over
# a list or what map() makes of one, so a dropDuplicates on the result has no watermark (SR204).
# With the watermark set on each stream before the fold, it has one.
from functools import reduce

from pyspark.sql import DataFrame, SparkSession

spark = SparkSession.builder.getOrCreate()
regions = ["us", "eu", "apac"]
streams = [spark.readStream.table(f"bronze.orders_{r}") for r in regions]

orders = reduce(DataFrame.unionByName, streams)
deduped = orders.dropDuplicates(["order_id"])
deduped.writeStream.option("checkpointLocation", "/chk/orders_all").toTable("silver.orders_all")

refunds = reduce(lambda a, b: a.union(b), [spark.readStream.table(f"bronze.refunds_{r}") for r in regions])
refunds.dropDuplicates(["refund_id"]).writeStream.option("checkpointLocation", "/chk/refunds").toTable("silver.refunds")

returns = reduce(DataFrame.union, map(lambda r: spark.readStream.table(f"bronze.returns_{r}"), regions))
returns.dropDuplicates(["return_id"]).writeStream.option("checkpointLocation", "/chk/returns").toTable("silver.returns")

marked = [s.withWatermark("ts", "1 hour") for s in streams]
kept = reduce(DataFrame.unionByName, marked).dropDuplicates(["order_id", "ts"])
kept.writeStream.option("checkpointLocation", "/chk/orders_marked").toTable("silver.orders_marked")
