# expect: none
from pyspark.sql import functions as F

rides = spark.readStream.table("mob.rides").withWatermark("ended_at", "20 minutes")
by_end = rides.groupBy(F.window(F.col("ended_at"), "10 minutes"), "city").agg(F.avg("fare"))
by_end.writeStream.option("checkpointLocation", "/Volumes/mob/chk/by_end").toTable("mob.fares_by_end")
