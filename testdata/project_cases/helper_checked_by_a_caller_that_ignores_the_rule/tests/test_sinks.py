from pyspark.sql import SparkSession
from lib.sinks import to_delta

spark = SparkSession.builder.getOrCreate()
to_delta(spark.readStream.table("raw.t"), "t_copy")
