from pyspark.sql import SparkSession

from common import sinks

spark = SparkSession.builder.getOrCreate()
replayed = spark.readStream.table("ops.replayed_events")
sinks.start_metrics(replayed.groupBy("kind").count())
spark.streams.awaitAnyTermination()
