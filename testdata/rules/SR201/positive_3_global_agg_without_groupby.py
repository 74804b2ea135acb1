# expect: SR201 line 6
from pyspark.sql import functions as F

readings = spark.readStream.table("plant.bronze.readings")
# DataFrame.agg without groupBy is a global streaming aggregation.
overall = readings.agg(F.max("temperature").alias("max_temp"), F.count("*").alias("n"))
(overall.writeStream
    .option("checkpointLocation", "/Volumes/plant/ops/chk/overall")
    .toTable("plant.gold.overall"))
