# Databricks notebook source
# expect: SR206 line 7, SR206 line 14
# The notebook's predefined `spark` and a parameter named `spark` are the session: their table()
# is a static DataFrame, and a full outer join of a stream with it is not supported.
dims = spark.table("ref.segments")
(spark.readStream.table("raw.c")
  .join(dims, "k", "full_outer")
  .writeStream.option("checkpointLocation", "/c/x").toTable("out"))

# COMMAND ----------

def enrich(spark, events):
    segments = spark.table("ref.segments")
    return events.join(segments, "k", "full_outer")
enrich(spark, spark.readStream.table("raw.d")).writeStream.option("checkpointLocation", "/c/y").toTable("out2")
