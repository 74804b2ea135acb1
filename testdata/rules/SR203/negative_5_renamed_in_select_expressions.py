# expect: none
# selectExpr renames the event-time column, written plainly or with backticks; a term the SQL
# grammar cannot read (a quoted name with a space) may rename it too, so its name is unknown after.
from pyspark.sql import functions as F

taps = spark.readStream.table("pay.taps").withWatermark("ts", "10 minutes")
plain = taps.selectExpr("ts AS event_time", "card").groupBy(F.window("event_time", "5 minutes")).count()
plain.writeStream.outputMode("append").option("checkpointLocation", "/chk/taps/plain").toTable("pay.plain")
quoted = taps.selectExpr("`ts` AS event_time", "card").groupBy(F.window("event_time", "5 minutes")).count()
quoted.writeStream.outputMode("append").option("checkpointLocation", "/chk/taps/quoted").toTable("pay.quoted")
spaced = taps.selectExpr("ts AS `event time`", "card").groupBy(F.window("event time", "5 minutes")).count()
spaced.writeStream.outputMode("append").option("checkpointLocation", "/chk/taps/spaced").toTable("pay.spaced")
