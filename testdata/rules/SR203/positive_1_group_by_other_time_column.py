# expect: SR203 line 6
from pyspark.sql import functions as F

rides = spark.readStream.table("mob.rides").withWatermark("ended_at", "20 minutes")
by_start = (rides
            .groupBy(F.window("started_at", "10 minutes"))
            .agg(F.avg("fare").alias("avg_fare")))
by_start.writeStream.option("checkpointLocation", "/Volumes/mob/chk/by_start").toTable("mob.fares")
