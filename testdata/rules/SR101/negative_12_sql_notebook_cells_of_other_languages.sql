-- Databricks notebook source
-- expect: none
-- A SQL notebook export: only `%python` cells are Python. A Scala cell, a Markdown cell that
-- quotes code, and SQL comments that look like Python are not read as Python.
-- MAGIC %md
-- MAGIC Never write `df.writeStream.trigger(once=True).toTable("t")` without a checkpoint.

-- COMMAND ----------

-- MAGIC %scala
-- MAGIC spark.readStream.table("a").writeStream.trigger(Trigger.Once()).toTable("b")

-- COMMAND ----------

-- spark.readStream.table("a").writeStream.toTable("c")
SELECT * FROM a

-- COMMAND ----------

-- MAGIC %python
-- MAGIC query = """
-- MAGIC
-- MAGIC SELECT * FROM a
-- MAGIC """
-- MAGIC (spark.readStream.table("a")
-- MAGIC     .writeStream
-- MAGIC     .trigger(availableNow=True)
-- MAGIC     .option("checkpointLocation", "/Volumes/main/ops/checkpoints/d")
-- MAGIC     .toTable("d"))
