# expect: SR207 line 5
from pyspark.sql import SparkSession

spark = (SparkSession.builder
         .config("spark.sql.streaming.multipleWatermarkPolicy", "max")
         .getOrCreate())
