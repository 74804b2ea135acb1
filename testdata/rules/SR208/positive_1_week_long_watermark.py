# expect: SR208 line 4
from pyspark.sql import functions as F

late_tolerant = spark.readStream.table("erp.invoices").withWatermark("issued_at", "7 days")
totals = late_tolerant.groupBy(F.window("issued_at", "1 day")).count()
totals.writeStream.option("checkpointLocation", "/Volumes/erp/chk/t").toTable("erp.daily_invoices")
