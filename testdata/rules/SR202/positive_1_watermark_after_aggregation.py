# expect: SR201 line 6, SR202 line 8
from pyspark.sql import functions as F

trips = spark.readStream.table("mobility.trips")
per_zone = (trips
            .groupBy(F.window("pickup_ts", "15 minutes"), "zone")
            .count()
            .withWatermark("pickup_ts", "30 minutes"))
per_zone.writeStream.option("checkpointLocation", "/Volumes/mob/chk/zone").toTable("mobility.per_zone")
