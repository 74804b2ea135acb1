# Databricks notebook source
def upsert(batch_df, batch_id):
    if not spark.catalog.tableExists("main.silver.returns"):
        batch_df.write.mode("overwrite").saveAsTable("main.silver.returns")

(spark.readStream.table("main.bronze.returns").writeStream
    .foreachBatch(upsert)
    .option("checkpointLocation", "/Volumes/main/silver/chk/returns")
    .trigger(availableNow=True)
    .start())
