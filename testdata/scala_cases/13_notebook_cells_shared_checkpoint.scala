// Databricks notebook source
// expect: SR102 line 19, SR102 line 29
// expect: SR401 line 27
// A Scala notebook export: names flow from cell to cell; a cell that does not parse hides nothing.

// COMMAND ----------

val base = "/Volumes/fleet/ops/checkpoints"
val telemetry = spark.readStream.table("fleet.bronze_telemetry")

// COMMAND ----------

// MAGIC %md The second cell is broken: an unfinished lambda and a missing brace.

// COMMAND ----------

telemetry.writeStream
  .format("delta")
  .option("checkpointLocation", s"$base/telemetry")
  .toTable("fleet.silver_telemetry")
val broken = telemetry.map(row => {

// COMMAND ----------

telemetry.writeStream
  .foreachBatch { (batch: org.apache.spark.sql.DataFrame, batchId: Long) =>
    batch.write.mode("append").saveAsTable("fleet.telemetry_archive")
  }
  .option("checkpointLocation", base + "/telemetry")
  .start()
