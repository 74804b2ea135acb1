# expect: none
from pyspark.sql import functions as F

views = spark.readStream.table("web.bronze_views").withWatermark("ts", "30 minutes")

a = views.groupBy(F.window("ts", "5 minutes")).count().writeStream.option(
    "checkpointLocation", "/Volumes/web/ops/chk/views_5m_v1").trigger(availableNow=True).toTable("web.views")
a.awaitTermination()
b = views.groupBy(F.window("ts", "5 minutes"), "page").count().writeStream.option(
    "checkpointLocation", "/Volumes/web/ops/chk/views_5m_v2").trigger(availableNow=True).toTable("web.views")
