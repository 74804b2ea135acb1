# expect: SR106 line 7, SR106 line 8, SR106 line 11
# The fix removes a setting written on a line with others (with its `;`) and leaves the loop, which
# also sets the shuffle partitions, alone.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
spark.conf.set("spark.sql.streaming.stateStore.stateSchemaCheck", "false"); spark.conf.set("spark.sql.shuffle.partitions", "8")
spark.conf.set("spark.sql.shuffle.partitions", "8"); spark.conf.set("spark.sql.streaming.statefulOperator.checkCorrectness.enabled", "false")
CONFS = {
    "spark.sql.shuffle.partitions": "200",
    "spark.sql.streaming.stateStore.stateSchemaCheck": "false",
}
for key, value in CONFS.items():
    spark.conf.set(key, value)
