# Databricks notebook source
# A classic job cluster runs this notebook and the one it runs: the driver's session inside a
# foreachBatch function is allowed there (SR403 is a warning on classic compute).
# MAGIC %run ./ingest/returns
