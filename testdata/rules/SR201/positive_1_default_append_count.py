# expect: SR201 line 7
from pyspark.sql import functions as F

clicks = spark.readStream.table("web.bronze_clicks")

per_page = (clicks
            .groupBy("page_id", F.window("ts", "5 minutes"))
            .count())

per_page.writeStream.option("checkpointLocation", "/Volumes/web/chk/per_page").toTable("web.clicks_per_page")
