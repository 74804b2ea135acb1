# expect: none
# Which of two different streams a run-time flag picks is unknown: no verdict on either. A default
# the caller does not replace is what is written.
import sys
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
events = spark.readStream.table("shop.events")
aggregated = events.groupBy("k").count()
out = aggregated if len(sys.argv) > 1 else events
out.writeStream.option("checkpointLocation", "/chk/out").toTable("shop.out")

def start(table, df=None):
    df = df or spark.readStream.table("bronze.default")
    return df.writeStream.option("checkpointLocation", f"/chk/{table}").toTable(table)

start("shop.defaulted")
