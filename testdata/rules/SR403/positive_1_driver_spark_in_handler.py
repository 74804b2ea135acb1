# config: compute=classic
# expect: SR403 line 10
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()


def merge_updates(batch_df, batch_id):
    batch_df.createOrReplaceTempView("updates")
    spark.sql("MERGE INTO crm.customers c USING updates u ON c.id = u.id WHEN MATCHED THEN UPDATE SET *")


(spark.readStream.table("crm.customer_updates").writeStream
    .foreachBatch(merge_updates)
    .option("checkpointLocation", "/Volumes/crm/chk/merge")
    .start())
