# Databricks notebook source
# expect: SR102 line 9, SR102 line 14
# volume_folder comes from the %run setup notebook: whatever it holds, it is one global, so the
# first two queries share a checkpoint.
# MAGIC %run ./_resources/00-setup

# COMMAND ----------
(spark.readStream.table("a").writeStream
   .option("checkpointLocation", f"{volume_folder}/checkpoints/turbine_bronze")
   .trigger(availableNow=True).toTable("t1"))

# COMMAND ----------
(spark.readStream.table("b").writeStream
   .option("checkpointLocation", f"{volume_folder}/checkpoints/turbine_bronze")
   .trigger(availableNow=True).toTable("t2"))
(spark.readStream.table("c").writeStream
   .option("checkpointLocation", f"{volume_folder}/checkpoints/turbine_silver")
   .trigger(availableNow=True).toTable("t3"))
