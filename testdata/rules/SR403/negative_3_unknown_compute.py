# expect: none
# Compute unknown (no config): SR403 needs it and stays silent (RULES.md "Needs").
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()


def merge_updates(batch_df, batch_id):
    batch_df.createOrReplaceTempView("updates")
    spark.sql("MERGE INTO crm.customers c USING updates u ON c.id = u.id WHEN MATCHED THEN UPDATE SET *")


(spark.readStream.table("crm.customer_updates").writeStream
    .foreachBatch(merge_updates)
    .option("checkpointLocation", "/Volumes/crm/chk/merge")
    .start())
