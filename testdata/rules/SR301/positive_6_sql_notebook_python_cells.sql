-- Databricks notebook source
-- expect: SR301 line 39, SR204 line 26
-- A Databricks SQL notebook export whose Python cells start the streams: their `-- MAGIC` lines
-- are a Python module of the file's rows, checked as a Python export's cells are.
-- MAGIC %md
-- MAGIC ## Streaming through temp views

-- COMMAND ----------

-- MAGIC %python
-- MAGIC (spark.readStream
-- MAGIC     .table("books")
-- MAGIC     .createOrReplaceTempView("books_streaming_tmp_vw"))

-- COMMAND ----------

select * from books_streaming_tmp_vw

-- COMMAND ----------

-- DBTITLE 1,Counts per author
-- MAGIC %python
-- MAGIC counts = spark.sql("""
-- MAGIC     SELECT author, count(book_id) AS total_books
-- MAGIC     FROM books_streaming_tmp_vw
-- MAGIC     GROUP BY author
-- MAGIC """)
-- MAGIC
-- MAGIC (counts.writeStream
-- MAGIC     .outputMode("complete")
-- MAGIC     .option("checkpointLocation", "dbfs:/mnt/demo/author_counts_checkpoint")
-- MAGIC     .table("author_counts"))

-- COMMAND ----------

-- MAGIC %python
-- MAGIC (spark.readStream.table("orders")
-- MAGIC     .writeStream
-- MAGIC     .trigger(once=True)
-- MAGIC     .option("checkpointLocation", "dbfs:/mnt/demo/orders_silver")
-- MAGIC     .table("orders_silver"))

-- COMMAND ----------

select * from author_counts
