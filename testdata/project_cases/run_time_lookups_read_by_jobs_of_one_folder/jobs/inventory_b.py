import os
from pathlib import Path

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
stock = spark.readStream.table("ops.bronze.stock_b")
stock.writeStream.option("checkpointLocation", str(Path(os.environ["CHK_ROOT"]) / "inventory")).toTable("ops.silver.stock_b")
