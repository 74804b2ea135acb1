# expect: none
# The session checkpoint location set on the SparkConf the SparkContext is made with: the session
# the builder then gets has it, and every query is named (SR103's condition).
from pyspark import SparkConf, SparkContext
from pyspark.sql import SparkSession

conf = SparkConf().setAppName("demo").set("spark.sql.streaming.checkpointLocation", "/chk/demo")
sc = SparkContext(conf=conf)
spark = SparkSession.builder.getOrCreate()

(spark.readStream.table("events").writeStream
    .queryName("events_copy")
    .toTable("events_copy"))
