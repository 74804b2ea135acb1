from pyspark.sql.functions import window

from views.register import register

register(spark)

per_user = spark.sql("""
    SELECT user, count(*) AS n
    FROM global_temp.events_g
    GROUP BY user
""")
per_user.writeStream.outputMode("complete").option("checkpointLocation", "/chk/per_user").toTable("ops.per_user")

# Without the global_temp prefix Spark looks for a table: a batch read, not this stream.
spark.sql("SELECT user, count(*) AS n FROM events_g GROUP BY user").write.saveAsTable("ops.batch")

windowed = spark.readStream.table("events_wm").groupBy(window("ts", "5 minutes")).count()
windowed.writeStream.option("checkpointLocation", "/chk/windowed").toTable("ops.windowed")

# SQL the grammar cannot read: unknown, silent.
spark.sql("SELEC user, count(*) FROM global_temp.events_g GRUP BY user").writeStream.outputMode("complete").option("checkpointLocation", "/chk/typo").toTable("ops.typo")
