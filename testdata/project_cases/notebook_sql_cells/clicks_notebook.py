# Databricks notebook source
from feeds.clicks import register_clicks

register_clicks(spark)

# COMMAND ----------

# MAGIC %md
# MAGIC Clicks per page, kept as a view for the next cell.

# COMMAND ----------

# MAGIC %sql
# MAGIC CREATE OR REPLACE TEMP VIEW clicks_per_page AS
# MAGIC SELECT page, count(*) AS n
# MAGIC FROM clicks
# MAGIC GROUP BY page

# COMMAND ----------

(spark.table("clicks_per_page").writeStream
    .outputMode("update")
    .option("checkpointLocation", "/Volumes/web/chk/clicks_per_page")
    .toTable("web.gold.clicks_per_page"))
