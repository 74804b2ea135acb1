# expect: none
# Consumer settings the source passes through (kafka.-prefixed): security, timeouts, fetch sizes.
from pyspark.sql import SparkSession
spark = SparkSession.builder.getOrCreate()
events = (spark.readStream.format("kafka")
          .option("kafka.bootstrap.servers", "broker:9092")
          .option("kafka.security.protocol", "SASL_SSL")
          .option("kafka.max.poll.records", "500")
          .option("kafka.session.timeout.ms", "30000")
          .option("subscribe", "events")
          .option("startingOffsets", "latest")
          .load())
events.selectExpr("CAST(value AS STRING) AS v").writeStream.option("checkpointLocation", "/Volumes/a/b/c").toTable("a.b.events")
