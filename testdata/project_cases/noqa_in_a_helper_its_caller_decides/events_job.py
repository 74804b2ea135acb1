from pyspark.sql import SparkSession

from helpers.sinks import write_audit, write_events

spark = SparkSession.builder.appName("events").getOrCreate()
spark.conf.set("spark.sql.streaming.checkpointLocation", "/chk/root")

write_events(spark.readStream.table("bronze.events"))
write_audit(spark.readStream.table("bronze.audit")).awaitTermination()
