# config: dbr=15.4
# expect: SR502 line 14, SR206 line 21
# RocksDB chosen in a SparkConf the session is built with, or set from a dict looped by key.
from pyspark import SparkConf
from pyspark.sql import SparkSession

conf = SparkConf().setAppName("joins")
conf.set("spark.sql.streaming.stateStore.providerClass",
         "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
spark = SparkSession.builder.config(conf=conf).getOrCreate()

STATE = {
    "spark.sql.shuffle.partitions": "64",
    "spark.sql.streaming.stateStore.providerClass": "com.databricks.sql.streaming.state.RocksDBStateStoreProvider",
}
for key in STATE:
    spark.conf.set(key, STATE[key])

a = spark.readStream.table("x.a").withWatermark("ts", "1 hour")
b = spark.readStream.table("x.b").withWatermark("ts", "1 hour")
a.join(b, "id").writeStream.option("checkpointLocation", "/chk/ab").toTable("x.ab")
