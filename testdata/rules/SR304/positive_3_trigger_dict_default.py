# config: serverless=true
# expect: SR304 line 13
from pyspark.sql import DataFrame, SparkSession

spark = SparkSession.builder.getOrCreate()

DEFAULT_TRIGGER = {"processingTime": "30 seconds"}


def to_bronze(df: DataFrame, name: str, trigger: dict = DEFAULT_TRIGGER):
    return (df.writeStream
            .option("checkpointLocation", f"/Volumes/hr/ops/checkpoints/{name}")
            .trigger(**trigger)
            .toTable(f"hr.bronze_{name}"))


to_bronze(spark.readStream.table("hr.raw_badges"), "badges")
