# expect: SR404 line 6
from pyspark.sql import functions as F

payments = spark.readStream.table("pay.silver").withWatermark("paid_at", "30 minutes")
totals = payments.groupBy(F.window("paid_at", "1 hour"), "merchant").agg(F.sum("amount"))
totals.writeStream.outputMode("update").option("checkpointLocation", "/Volumes/pay/chk/t").toTable("pay.t")
