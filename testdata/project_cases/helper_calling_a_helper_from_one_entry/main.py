from pyspark.sql import SparkSession
from lib.pipeline import run

spark = SparkSession.builder.getOrCreate()
run(spark)
