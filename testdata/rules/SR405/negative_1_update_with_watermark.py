# expect: SR404 line 5
from pyspark.sql import functions as F

views = spark.readStream.table("web.views").withWatermark("ts", "10 minutes")
views.groupBy(F.window("ts", "1 minute")).count().writeStream.outputMode("update").option(
    "checkpointLocation", "/Volumes/web/chk/vpm").toTable("web.vpm")
