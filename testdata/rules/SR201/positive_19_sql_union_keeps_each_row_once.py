# expect: SR201 line 10
# SQL's UNION (not UNION ALL) keeps each row once: a distinct over both streams, an aggregation
# that append mode refuses without a watermark. UNION ALL keeps every row and no state.
spark.readStream.table("raw.a").createOrReplaceTempView("a_s")
spark.readStream.table("raw.b").createOrReplaceTempView("b_s")
ids = spark.sql("""
SELECT id FROM a_s
UNION ALL
SELECT id FROM b_s
UNION
SELECT id FROM a_s
""")
ids.writeStream.option("checkpointLocation", "/c/q03").toTable("s.q03")
every = spark.sql("SELECT id FROM a_s UNION ALL SELECT id FROM b_s")
every.writeStream.option("checkpointLocation", "/c/q04").toTable("s.q04")
