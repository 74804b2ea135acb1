# expect: SR203 line 6
# A HAVING clause filters the groups; it keeps none: the watermark column is still not grouped, so
# no group ever expires.
events = spark.readStream.table("main.bronze.clicks").withWatermark("event_time", "1 hour")
events.createOrReplaceTempView("clicks")
busy = spark.sql("SELECT user_id, count(1) AS n FROM clicks GROUP BY user_id HAVING count(1) >= 100")
busy.writeStream.outputMode("update").format("console").option("checkpointLocation", "/chk/busy").start()

windowed = spark.sql("""
    SELECT window(event_time, '10 minutes') AS w, user_id, count(1) AS n
    FROM clicks
    GROUP BY window(event_time, '10 minutes'), user_id
    HAVING count(1) >= 100
""")
windowed.writeStream.outputMode("append").option("checkpointLocation", "/chk/windowed").toTable("main.silver.windowed")
