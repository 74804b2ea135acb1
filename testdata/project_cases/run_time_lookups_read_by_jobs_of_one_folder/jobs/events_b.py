from pyspark.sql import SparkSession

from common.settings import ROOT

spark = SparkSession.builder.getOrCreate()
events = spark.readStream.table("app.bronze.events")
events.writeStream.option("checkpointLocation", f"{ROOT}/events").toTable("app.silver.events_b")
