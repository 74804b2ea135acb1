# expect: SR405 line 7
from pyspark.sql import functions as F

views = spark.readStream.table("web.views").withWatermark("ts", "10 minutes")
(views.groupBy(F.window("ts", "1 minute"), "page").count()
    .writeStream
    .outputMode("complete")
    .option("checkpointLocation", "/Volumes/web/chk/views_per_minute")
    .toTable("web.views_per_minute"))
