-- Databricks notebook source
-- expect: SR703 line 9, SR705 line 14
-- A Databricks SQL notebook export: its cells end at the separator, without a semicolon.
-- MAGIC %md
-- MAGIC # Title

-- COMMAND ----------

CREATE OR REPLACE STREAMING TABLE a
AS SELECT * FROM STREAM(x)

-- COMMAND ----------

CREATE OR REFRESH STREAMING TABLE b
AS SELECT * FROM y
