# Databricks notebook source
# expect: SR207 line 5
# COMMAND ----------
# MAGIC %sql
# MAGIC SET spark.sql.streaming.multipleWatermarkPolicy=max;
