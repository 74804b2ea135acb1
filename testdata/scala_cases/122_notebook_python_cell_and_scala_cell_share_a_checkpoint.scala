// Databricks notebook source
// expect: SR102 line 13, SR301 line 14, SR102 line 27
// MAGIC %md
// MAGIC Invoices land as JSON; a Python cell backfills them once, a Scala cell keeps them flowing.

// COMMAND ----------

// MAGIC %python
// MAGIC chk = "/Volumes/fin/ops/checkpoints/invoices"
// MAGIC
// MAGIC (spark.readStream.table("fin.bronze_invoices")
// MAGIC     .writeStream
// MAGIC     .option("checkpointLocation", chk)
// MAGIC     .trigger(once=True)
// MAGIC     .toTable("fin.silver_invoices"))

// COMMAND ----------

import org.apache.spark.sql.streaming.Trigger

val Checkpoints = "/Volumes/fin/ops/checkpoints"

spark.readStream.table("fin.bronze_invoices")
  .filter($"amount" > 0)
  .writeStream
  .trigger(Trigger.AvailableNow())
  .option("checkpointLocation", s"$Checkpoints/invoices")
  .toTable("fin.silver_invoices_positive")
