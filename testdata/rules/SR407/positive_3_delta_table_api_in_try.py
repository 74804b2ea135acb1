# expect: SR407 line 17, SR407 line 25
# Writes through Delta's DeltaTable API (a MERGE it executes, a delete) inside try, with handlers
# that log and go on: the batch is committed as done without its data.
from delta.tables import DeltaTable
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()


def upsert_customers(batch_df, batch_id):
    try:
        (DeltaTable.forName(batch_df.sparkSession, "shop.customers").alias("t")
            .merge(batch_df.alias("s"), "t.id = s.id")
            .whenMatchedUpdateAll()
            .whenNotMatchedInsertAll()
            .execute())
    except Exception as e:
        print("merge failed", e)


def purge_deleted(batch_df, batch_id):
    target = DeltaTable.forPath(batch_df.sparkSession, "/Volumes/shop/tables/customers")
    try:
        target.delete("deleted = true")
    except Exception:
        pass


updates = spark.readStream.table("shop.customer_updates")
updates.writeStream.foreachBatch(upsert_customers).option("checkpointLocation", "/chk/customers").start()
updates.writeStream.foreachBatch(purge_deleted).option("checkpointLocation", "/chk/purge").start()
