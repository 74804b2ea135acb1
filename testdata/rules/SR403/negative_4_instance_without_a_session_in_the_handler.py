# config: serverless=true
# expect: none
# A bound method handler that reads the session from its micro-batch: the instance holds only
# names. A session the instance holds, used outside the handler, is the driver's own business.
from pyspark.sql import DataFrame, SparkSession


class Upserter:
    def __init__(self, spark: SparkSession, target: str):
        self.spark = spark
        self.target = target

    def upsert(self, batch_df: DataFrame, batch_id: int) -> None:
        batch_df.createOrReplaceTempView("updates")
        batch_df.sparkSession.sql(f"MERGE INTO {self.target} t USING updates u ON t.id = u.id "
                                  "WHEN MATCHED THEN UPDATE SET *")

    def start(self):
        return (self.spark.readStream.table("main.bronze.customers")
                .writeStream
                .foreachBatch(self.upsert)
                .option("checkpointLocation", "/Volumes/main/chk/customers")
                .trigger(availableNow=True)
                .start())


spark = SparkSession.builder.getOrCreate()
Upserter(spark, "main.silver.customers").start()
