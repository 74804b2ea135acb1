# expect: SR201 line 10, SR101 line 15
# A view of a DataFrame a library returns: what SQL reads from it reaches writeStream, so it is a
# stream from there back (its aggregation has no watermark), as the DataFrame itself would be.
from pyspark.sql import SparkSession
from vendor_sdk import open_feed

spark = SparkSession.builder.getOrCreate()
open_feed(spark).createOrReplaceTempView("feed")

per_store = spark.sql("SELECT store, count(*) AS n FROM feed GROUP BY store")
per_store.writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/per_store").toTable("gold.per_store")

# The same view read as a table, written to files without a checkpoint.
raw = spark.table("feed")
raw.writeStream.format("parquet").option("path", "/mnt/out/raw").start()

# Read in batch and written in batch: no stream, nothing to report.
spark.sql("SELECT store, sum(amt) AS total FROM feed GROUP BY store").write.mode("overwrite").saveAsTable("gold.totals")
