-- Databricks notebook source
-- expect: SR000 line 9
-- A `# noqa` in a SQL notebook's Python cell is Python's: it suppresses what its line reports, and
-- one that suppresses nothing is reported.

-- COMMAND ----------

-- MAGIC %python
-- MAGIC events = spark.readStream.table("events")  # noqa: SR301
-- MAGIC (events.writeStream
-- MAGIC     .option("checkpointLocation", "/chk/events_copy")
-- MAGIC     .trigger(once=True)  # noqa: SR301
-- MAGIC     .toTable("events_copy"))
