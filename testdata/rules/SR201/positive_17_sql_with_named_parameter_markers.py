# expect: SR201 line 8
# spark.sql with named parameter markers (`:min_duration`, filled from args): the query is read, and
# its GROUP BY over a stream written in append mode with no watermark is reported.
spark.readStream.table("web.sessions").createOrReplaceTempView("sessions_live")
by_country = spark.sql(
    """SELECT country, count(*) AS n FROM sessions_live
       WHERE duration > :min_duration AND country IN (:first, :second)
       GROUP BY country""",
    args={"min_duration": 5, "first": "FR", "second": "DE"},
)
by_country.writeStream.option("checkpointLocation", "/Volumes/web/chk/by_country").toTable("web.by_country")
