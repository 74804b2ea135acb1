# expect: SR201 line 9
# expect: SR201 line 14
# SQL assembled from pieces into a variable, then passed to spark.sql: the finding is at the
# GROUP BY where it is written, not at the variable.
spark.readStream.table("web.sessions").createOrReplaceTempView("sessions_live")
query = (
    "SELECT country, count(*) AS n "
    "FROM sessions_live "
    "GROUP BY country"
)
spark.sql(query).writeStream.option("checkpointLocation", "/Volumes/web/chk/a").toTable("web.a")

BASE = "SELECT device, count(*) AS n FROM sessions_live"
by_device = BASE + " GROUP BY device"
spark.sql(by_device).writeStream.option("checkpointLocation", "/Volumes/web/chk/b").toTable("web.b")
