# Databricks notebook source
clicks = spark.readStream.table("web.bronze.clicks")
root = dbutils.widgets.get("checkpoint_root")
(clicks.writeStream
    .format("delta")
    .option("checkpointLocation", root + "/clicks")
    .toTable("web.silver.clicks_a"))
