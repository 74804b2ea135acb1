# expect: SR204 line 13, SR505 line 15
# A watermark after a dropDuplicates not keyed by its column, before a windowed aggregation over
# that column, is where the aggregation needs it: it is not late. What the dropDuplicates keeps is
# unbounded (SR204), not misplaced; the aggregation after it in update mode is a chain (SR505).
from pyspark.sql import SparkSession
from pyspark.sql.functions import window

spark = SparkSession.builder.getOrCreate()
spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
routes = spark.readStream.format("kafka").option("subscribe", "routes").load()
counts = (
    routes.dropDuplicates(["key"])
    .withWatermark("timestamp", "1 minute")
    .groupBy(window("timestamp", "1 minute"), "key")
    .count()
)
counts.writeStream.outputMode("update").option("checkpointLocation", "/chk/routes").format("console").start()
