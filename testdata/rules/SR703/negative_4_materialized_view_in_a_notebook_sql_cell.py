# Databricks notebook source
# expect: none
# A notebook's SQL cell is Databricks SQL, which takes CREATE OR REPLACE MATERIALIZED VIEW (the
# CREATE MATERIALIZED VIEW reference); a pipeline's source (a .sql file) takes only OR REFRESH.

# COMMAND ----------

# MAGIC %sql
# MAGIC CREATE OR REPLACE MATERIALIZED VIEW main.gold.customers_by_prof
# MAGIC AS SELECT prof, count(*) AS total_customers FROM main.silver.customers GROUP BY prof
