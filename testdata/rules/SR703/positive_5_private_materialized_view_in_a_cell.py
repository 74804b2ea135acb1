# Databricks notebook source
# expect: SR703 line 9
# PRIVATE is the pipeline's spelling alone: a notebook cell that declares a private materialized
# view is pipeline source, which takes only CREATE OR REFRESH.

# COMMAND ----------

# MAGIC %sql
# MAGIC CREATE OR REPLACE PRIVATE MATERIALIZED VIEW orders_by_day
# MAGIC AS SELECT order_date, count(*) AS n FROM main.silver.orders GROUP BY order_date
