from pyspark.sql import SparkSession

from jobs.pipeline import preview
from jobs.sinks import sessions, to_kafka

spark = SparkSession.builder.getOrCreate()
spark.conf.set("spark.sql.streaming.checkpointLocation", "/chk/root")
spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")

orders = spark.readStream.format("rate").load()
to_kafka(orders, "orders")
sessions(orders)
preview(orders)
spark.streams.awaitAnyTermination()
