# expect: SR404 line 6
from pyspark.sql import Window, functions as F

per_unit = Window.partitionBy("unit").orderBy("ts")
trend = spark.readStream.table("grid.telemetry").withColumn(
    "delta", F.col("temp") - F.lag("temp").over(per_unit)
)
trend.writeStream.option("checkpointLocation", "/chk/t").toTable("grid.trend")
