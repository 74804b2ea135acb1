# Databricks notebook source
def upsert(batch_df, batch_id):
    if not spark.catalog.tableExists("main.silver.refunds"):
        batch_df.write.mode("overwrite").saveAsTable("main.silver.refunds")

(spark.readStream.table("main.bronze.refunds").writeStream
    .foreachBatch(upsert)
    .option("checkpointLocation", "/Volumes/main/silver/chk/refunds")
    .trigger(availableNow=True)
    .start())
