# expect: none
from pyspark.sql import functions as F

lines = spark.readStream.table("logs.bronze.lines")
# Global aggregations written in select()/selectExpr() may run in complete mode.
(lines.select(F.count(F.col("*")).alias("lines")).writeStream.outputMode("complete")
    .option("checkpointLocation", "/Volumes/logs/chk/line_count").toTable("logs.gold.line_count"))
(lines.selectExpr("sum(bytes) AS bytes").writeStream.outputMode("complete")
    .option("checkpointLocation", "/Volumes/logs/chk/bytes").toTable("logs.gold.bytes"))


def totals(stream, aggregate):
    # `aggregate` is not known here: it may be an aggregate function, so no verdict.
    return (stream.select(aggregate("bytes")).writeStream.outputMode("complete")
            .option("checkpointLocation", "/Volumes/logs/chk/totals").toTable("logs.gold.totals"))
