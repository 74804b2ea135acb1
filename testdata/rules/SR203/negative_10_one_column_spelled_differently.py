# expect: none
# Spark resolves column names without regard to qualifier, backquotes or case (spark.sql.caseSensitive
# is false): the window and the dedup subset name the watermark column.
from pyspark.sql import functions as F

events = spark.readStream.table("web.events").withWatermark("event_ts", "10 minutes")
users = spark.read.table("web.users")
(events.alias("e").join(users.alias("u"), "user_id")
    .groupBy(F.window("e.event_ts", "5 minutes"), "u.country").count()
    .writeStream.option("checkpointLocation", "/chk/by_country").toTable("web.by_country"))

(events.groupBy(F.window(F.col("`event_ts`"), "5 minutes")).count()
    .writeStream.option("checkpointLocation", "/chk/per_window").toTable("web.per_window"))

clicks = spark.readStream.table("web.clicks").withWatermark("eventTime", "10 minutes")
(clicks.groupBy(F.window("eventtime", "1 hour"), "page").count()
    .writeStream.option("checkpointLocation", "/chk/per_page").toTable("web.per_page"))
(clicks.dropDuplicates(["click_id", "EventTime"])
    .writeStream.option("checkpointLocation", "/chk/clicks_dedup").toTable("web.clicks_dedup"))
