# expect: SR203 line 5, SR203 line 8, SR203 line 11
# SQL keys computed from the watermark column, or an ordinal naming another column, are not the
# watermark column: Spark refuses these in append mode.
spark.readStream.table("s").withWatermark("ts", "10 minutes").createOrReplaceTempView("v")
hourly = spark.sql("SELECT date_trunc('HOUR', ts) AS h, count(*) AS n FROM v GROUP BY date_trunc('HOUR', ts)")
hourly.writeStream.option("checkpointLocation", "/chk/h").toTable("h")

by_key = spark.sql("SELECT k, count(*) AS n FROM v GROUP BY 1")
by_key.writeStream.option("checkpointLocation", "/chk/k").toTable("k")

all_keys = spark.sql("SELECT k, date_trunc('HOUR', ts) AS h, count(*) AS n FROM v GROUP BY ALL")
all_keys.writeStream.option("checkpointLocation", "/chk/all").toTable("all")
