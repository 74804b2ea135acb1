# expect: none
# Two streams of a library this code cannot see, each given a watermark, joined, then counted per
# window of the right side's event time (Spark 3.5's watermark propagation example): the
# aggregation groups by a watermarked column. With unknown sources the join's other side is not
# known here, so no verdict is given on which watermark the grouping misses.
from pyspark.sql import functions as F
from adlib.streams import clicks_stream, impressions_stream

clicks = clicks_stream(spark).withWatermark("clickTime", "10 minutes")
impressions = impressions_stream(spark).withWatermark("impressionTime", "20 minutes")
joined = impressions.join(
    clicks,
    F.expr("clickAdId = impressionAdId AND clickTime >= impressionTime AND clickTime <= impressionTime + interval 2 minutes"),
    "leftOuter",
)
(joined.groupBy(F.window("clickTime", "1 hour")).count()
    .writeStream.format("console")
    .option("checkpointLocation", "/Volumes/ads/ops/chk/clicks_per_hour")
    .start())
