# expect: SR404 line 7
from pyspark.sql import functions as F

readings = spark.readStream.table("plant.bronze.readings")
overall = readings.agg(F.max("temperature").alias("max_temp"))
(overall.writeStream
    .outputMode("update")
    .option("checkpointLocation", "/Volumes/plant/ops/chk/overall")
    .toTable("plant.gold.overall"))
