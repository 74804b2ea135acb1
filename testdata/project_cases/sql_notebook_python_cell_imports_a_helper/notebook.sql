-- Databricks notebook source
-- MAGIC %md
-- MAGIC Counts per key, from a helper module.

-- COMMAND ----------

-- MAGIC %python
-- MAGIC from counts import counts_per_key
-- MAGIC
-- MAGIC (counts_per_key(spark.readStream.table("events"))
-- MAGIC     .writeStream
-- MAGIC     .option("checkpointLocation", "/chk/counts_per_key")
-- MAGIC     .toTable("counts_per_key"))

-- COMMAND ----------

SELECT * FROM counts_per_key
