# expect: SR201 line 5, SR204 line 7
# df.na.drop / .fill / .replace (DataFrameNaFunctions) keep the stream, as dropna and fillna do.
from pyspark.sql import functions as F
clean = spark.readStream.table("iot.bronze.readings").na.drop(subset=["device_id", "ts"]).na.fill(0)
clean.groupBy(F.window("ts", "5 minutes"), "device_id").agg(F.avg("temp")) \
     .writeStream.option("checkpointLocation", "/c").toTable("t")
dedup = spark.readStream.table("a").na.replace("x", "y").dropDuplicates(["id"])
dedup.writeStream.option("checkpointLocation", "/c2").toTable("t2")
