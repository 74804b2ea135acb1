from pyspark.sql import SparkSession

from app.pipeline import run

spark = SparkSession.builder.getOrCreate()
run(spark)
spark.streams.awaitAnyTermination()
