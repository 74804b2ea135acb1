# Databricks notebook source
# The serverless task runs this notebook, which runs the ingestion notebooks on its compute.
dbutils.notebook.run("ingest/orders", 0, {"table": "orders"})

# COMMAND ----------

# MAGIC %run ./ingest/refunds
