# config: serverless=true
# expect: SR403 line 15
# A bound method handed to foreachBatch takes its instance with it, and the session the instance
# holds (`self.spark`): Spark Connect cannot serialise it. Its other attributes are fine.
from pyspark.sql import DataFrame, SparkSession


class Upserter:
    def __init__(self, spark: SparkSession, target: str):
        self.spark = spark
        self.target = target

    def upsert(self, batch_df: DataFrame, batch_id: int) -> None:
        batch_df.createOrReplaceTempView("updates")
        self.spark.sql(f"MERGE INTO {self.target} t USING updates u ON t.id = u.id "
                       "WHEN MATCHED THEN UPDATE SET * WHEN NOT MATCHED THEN INSERT *")


spark = SparkSession.builder.getOrCreate()
upserter = Upserter(spark, "main.silver.customers")
(spark.readStream.table("main.bronze.customers")
    .writeStream
    .foreachBatch(upserter.upsert)
    .option("checkpointLocation", "/Volumes/main/chk/customers")
    .trigger(availableNow=True)
    .start())
