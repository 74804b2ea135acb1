from pyspark.sql import SparkSession

# Importing this module builds the one session every job's queries run in.
spark = (
    SparkSession.builder.appName("ingest")
    .config("spark.sql.streaming.checkpointLocation", "/mnt/checkpoints")
    .config("spark.sql.streaming.stateStore.stateSchemaCheck", "false")
    .getOrCreate()
)
