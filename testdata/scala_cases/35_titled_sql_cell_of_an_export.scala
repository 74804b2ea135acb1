// Databricks notebook source
// expect: SR703 line 8
// A titled cell (DBTITLE before its %sql magic) of a Scala export is still a SQL cell.

// COMMAND ----------
// DBTITLE 1,Bronze
// MAGIC %sql
// MAGIC CREATE OR REPLACE STREAMING TABLE bronze AS SELECT * FROM STREAM(raw.events)
