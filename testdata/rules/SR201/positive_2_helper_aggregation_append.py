# expect: SR201 line 6
from pyspark.sql import DataFrame, functions as F


def hourly_totals(df: DataFrame) -> DataFrame:
    return df.groupBy(F.window(F.col("paid_at"), "1 hour")).agg(F.sum("amount").alias("total"))


payments = spark.readStream.format("delta").table("pay.silver_payments")
(hourly_totals(payments).writeStream
    .outputMode("append")
    .option("checkpointLocation", "/Volumes/pay/chk/hourly")
    .toTable("pay.hourly_totals"))
