# expect: SR103 line 12
from pyspark.sql import SparkSession

spark = (SparkSession.builder
         .appName("audit")
         .config("spark.sql.streaming.checkpointLocation", "/Volumes/audit/ops/chk")
         .getOrCreate())


def publish(df, table):
    # Named queries get <dir>/<queryName>; this one gets a new UUID folder on every start.
    return df.writeStream.outputMode("append").toTable(table)


publish(spark.readStream.table("audit.raw"), "audit.events")
