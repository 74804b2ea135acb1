from pyspark.sql import SparkSession

from ..lib.shape import parsed

spark = SparkSession.builder.getOrCreate()

(parsed(spark, "bronze.payments")
    .dropDuplicates(["raw"])
    .writeStream.option("checkpointLocation", "/Volumes/main/pay/chk/payments")
    .toTable("silver.payments"))
