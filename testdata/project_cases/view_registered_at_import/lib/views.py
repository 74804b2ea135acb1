"""Importing this module registers the live views in the active session."""
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
spark.readStream.table("bronze.calls").createOrReplaceTempView("calls_live")
spark.read.table("main.dims.agents").createOrReplaceTempView("agents")
