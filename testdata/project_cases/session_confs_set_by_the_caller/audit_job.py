from pyspark.sql import SparkSession

from jobs.sinks import to_delta

spark = SparkSession.builder.getOrCreate()
audit = spark.readStream.table("raw.audit")
to_delta(audit, "audit_copy").awaitTermination()
