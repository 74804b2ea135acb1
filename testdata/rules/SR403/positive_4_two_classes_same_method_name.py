# config: serverless=true
# expect: SR403 line 15
from delta.tables import DeltaTable
from pyspark.sql import DataFrame, SparkSession

spark = SparkSession.builder.getOrCreate()


class CustomerUpserter:
    def __init__(self, target: str):
        self.target = target

    def upsert(self, batch_df: DataFrame, batch_id: int) -> None:
        latest = batch_df.dropDuplicates(["customer_id"])
        (DeltaTable.forName(spark, self.target)
            .alias("t")
            .merge(latest.alias("s"), "t.customer_id = s.customer_id")
            .whenMatchedUpdateAll()
            .whenNotMatchedInsertAll()
            .execute())


class AddressUpserter:
    def upsert(self, batch_df: DataFrame, batch_id: int) -> None:
        batch_df.createOrReplaceTempView("address_updates")
        batch_df.sparkSession.sql("""
            MERGE INTO crm.addresses t USING address_updates s
            ON t.address_id = s.address_id
            WHEN MATCHED THEN UPDATE SET *
            WHEN NOT MATCHED THEN INSERT *
        """)


customers = spark.readStream.table("crm.customer_changes")
addresses = spark.readStream.table("crm.address_changes")

(customers.writeStream
    .foreachBatch(CustomerUpserter("crm.customers").upsert)
    .option("checkpointLocation", "/Volumes/crm/ops/checkpoints/customers_merge")
    .trigger(availableNow=True)
    .start())

upserter = AddressUpserter()
(addresses.writeStream
    .foreachBatch(upserter.upsert)
    .option("checkpointLocation", "/Volumes/crm/ops/checkpoints/addresses_merge")
    .trigger(availableNow=True)
    .start())
