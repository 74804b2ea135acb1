# expect: SR106 line 5, SR106 line 10
from pyspark.sql import SparkSession

spark = (SparkSession.builder
         .config("spark.sql.streaming.statefulOperator.checkCorrectness.enabled", False)
         .getOrCreate())

STREAMING_CONF = {
    "spark.sql.shuffle.partitions": "64",
    "spark.sql.streaming.stateStore.stateSchemaCheck": False,
}
for key, value in STREAMING_CONF.items():
    spark.conf.set(key, value)
