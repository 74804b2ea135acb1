# expect: none
# SQL groups by a select-list alias (spark.sql.groupByAliases) or an ordinal (groupByOrdinal): the
# key is that term, here a window over the watermark column. An alias that is also an input column
# is the column.
spark.readStream.table("s").withWatermark("ts", "10 minutes").createOrReplaceTempView("v")

a = spark.sql("SELECT window(ts, '5 minutes') AS w, k, count(*) AS n FROM v GROUP BY w, k")
a.writeStream.option("checkpointLocation", "/chk/a").toTable("a")

b = spark.sql("SELECT w, k, count(*) AS n FROM (SELECT window(ts, '5 minutes') AS w, k FROM v) GROUP BY w, k")
b.writeStream.option("checkpointLocation", "/chk/b").toTable("b")

c = spark.sql("SELECT window(ts, '5 minutes'), k, count(*) FROM v GROUP BY 1, 2")
c.writeStream.option("checkpointLocation", "/chk/c").toTable("c")

d = spark.sql("SELECT date_trunc('HOUR', ts) AS ts, count(*) FROM v GROUP BY ts")
d.writeStream.option("checkpointLocation", "/chk/d").toTable("d")
