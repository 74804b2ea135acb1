# expect: SR201 line 11
# Joined with a real stream, a library's DataFrame gives a stream: its aggregation without a
# watermark in append mode is reported, though the library side itself is unknown.
from acme_lib import load_dims
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()
events = spark.readStream.table("bronze.events")

per_dim = (
    load_dims(spark).join(events, "dim_id").groupBy("dim_name").agg(F.count("*").alias("n"))
)
per_dim.writeStream.outputMode("append").option("checkpointLocation", "/chk/per_dim").toTable("gold.per_dim")
