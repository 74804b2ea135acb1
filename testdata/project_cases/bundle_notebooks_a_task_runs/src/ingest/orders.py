# Databricks notebook source
def upsert(batch_df, batch_id):
    if not spark.catalog.tableExists("main.silver.orders"):
        batch_df.write.mode("overwrite").saveAsTable("main.silver.orders")

(spark.readStream.table("main.bronze.orders").writeStream
    .foreachBatch(upsert)
    .option("checkpointLocation", "/Volumes/main/silver/chk/orders")
    .trigger(availableNow=True)
    .start())
