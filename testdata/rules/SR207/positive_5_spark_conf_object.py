# expect: SR207 line 7
# The policy set on a SparkConf (chained setters) that builds the session.
from pyspark import SparkConf
from pyspark.sql import SparkSession

conf = (SparkConf().setAppName("joins")
        .set("spark.sql.streaming.multipleWatermarkPolicy", "max"))
spark = SparkSession.builder.config(conf=conf).getOrCreate()
