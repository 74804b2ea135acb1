# expect: SR201 line 16
# An else that only prints or logs keeps the stream as it was: without the flag the aggregation has
# no watermark, and Spark refuses to start it in append mode. (An else that calls a helper of its
# own may never return, so it is no such path.)
import logging
import sys

from pyspark.sql.functions import window

log = logging.getLogger(__name__)
clicks = spark.readStream.table("raw.clicks")
if "--late-data" in sys.argv:
    clicks = clicks.withWatermark("ts", "2 hours")
else:
    log.warning("no watermark: late data is kept")
per_page = clicks.groupBy(window("ts", "1 hour"), "page").count()
per_page.writeStream.outputMode("append").option("checkpointLocation", "/chk/clicks_per_page").toTable("gold.per_page")
