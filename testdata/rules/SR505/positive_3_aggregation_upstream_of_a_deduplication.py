# expect: SR505 line 8, SR505 line 8
# A deduplication between two aggregations does not hide the first one: the second aggregation
# still follows it, and dropDuplicates after an aggregation is itself a chain.
from pyspark.sql import functions as F

clicks = spark.readStream.table("web.clicks").withWatermark("ts", "10 minutes")
per_user = clicks.groupBy(F.window("ts", "5 minutes"), "user").count()
per_window = per_user.dropDuplicates().groupBy("window").count()
per_window.writeStream.outputMode("update").format("console").option("checkpointLocation", "/Volumes/w/chk/pw3").start()
