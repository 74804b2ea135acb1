# expect: SR201 line 6
from pyspark.sql import functions as F

readings = spark.readStream.table("plant.bronze.readings")
# select() with an aggregate function and no groupBy is a global aggregation.
(readings.select(F.count("*").alias("n"), F.max("temperature"))
    .writeStream
    .option("checkpointLocation", "/Volumes/plant/ops/chk/reading_count")
    .toTable("plant.gold.reading_count"))
