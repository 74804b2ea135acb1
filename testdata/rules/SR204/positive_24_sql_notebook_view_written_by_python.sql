-- Databricks notebook source
-- expect: SR204 line 21
-- A SQL notebook export: a Python cell registers a stream as a temp view, a SQL cell aggregates it
-- into another temp view, and a later Python cell writes that view in complete mode. The SQL cell's
-- view is the Python cells' too (as a Python export's `%sql` cell is): the aggregation has no
-- watermark, reported on its GROUP BY line.

-- COMMAND ----------

-- MAGIC %python
-- MAGIC (spark.readStream
-- MAGIC     .table("books")
-- MAGIC     .createOrReplaceTempView("books_streaming_tmp_vw"))

-- COMMAND ----------

/* a temp view over the streaming view is a stream too */
CREATE OR REPLACE TEMP VIEW author_counts_tmp_vw AS (
  SELECT author, count(book_id) AS total_books
  FROM books_streaming_tmp_vw
  GROUP BY author
)

-- COMMAND ----------

-- MAGIC %python
-- MAGIC (spark.table("author_counts_tmp_vw")
-- MAGIC     .writeStream
-- MAGIC     .trigger(availableNow=True)
-- MAGIC     .outputMode("complete")
-- MAGIC     .option("checkpointLocation", "dbfs:/mnt/demo/author_counts_checkpoint")
-- MAGIC     .table("author_counts"))

-- COMMAND ----------

SELECT * FROM author_counts
