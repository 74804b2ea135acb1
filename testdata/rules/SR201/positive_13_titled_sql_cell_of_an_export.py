# Databricks notebook source
# expect: SR201 line 11
# A titled cell (DBTITLE before its %sql magic) is still a SQL cell: its view aggregates a stream.
raw = spark.readStream.table("telemetry.bronze_events")
raw.createOrReplaceTempView("events_live")
# COMMAND ----------
# DBTITLE 1,Count events per type
# MAGIC %sql
# MAGIC CREATE OR REPLACE TEMP VIEW events_by_type AS
# MAGIC SELECT event_type, count(*) AS n FROM events_live
# MAGIC GROUP BY event_type
# COMMAND ----------
spark.table("events_by_type").writeStream.option("checkpointLocation","/chk/e").trigger(availableNow=True).toTable("t")
