# expect: SR101 line 17
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.appName("clickstream-silver").getOrCreate()

clicks = (
    spark.readStream.format("kafka")
    .option("kafka.bootstrap.servers", "kafka.internal:9092")
    .option("subscribe", "web.clicks")
    .load()
    .select(F.col("value").cast("string").alias("json"))
)

(clicks.writeStream
    .format("delta")
    .outputMode("append")
    .toTable("web.silver_clicks"))
