# expect: SR203 line 4, SR203 line 6
# A CAST of the watermark column, grouped by its alias or written out, is a value computed from it.
spark.readStream.table("s").withWatermark("ts", "10 minutes").createOrReplaceTempView("v")
a = spark.sql("SELECT CAST(ts AS DATE) AS d, count(*) FROM v GROUP BY d")
a.writeStream.option("checkpointLocation", "/c/a").toTable("a")
b = spark.sql("SELECT CAST(ts AS DATE) AS d, count(*) FROM v GROUP BY CAST(ts AS DATE)")
b.writeStream.option("checkpointLocation", "/c/b").toTable("b")
c = spark.sql("SELECT ts, count(*) FROM v GROUP BY ts")
c.writeStream.option("checkpointLocation", "/c/c").toTable("c")
