from pyspark.sql import SparkSession

from common.sinks import start_audit, start_metrics

spark = SparkSession.builder.getOrCreate()
events = spark.readStream.table("ops.events")
start_audit(events.where("kind = 'audit'"), "ops.audit")
start_metrics(events.groupBy("kind").count())
spark.streams.awaitAnyTermination()
