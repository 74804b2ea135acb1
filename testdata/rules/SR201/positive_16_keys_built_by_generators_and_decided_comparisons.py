# expect: SR201 line 9, SR201 line 18
# Column lists joined from a generator or a filtered comprehension, and an if on two known strings
# (decided as Python decides it), give the query its real shape.
KEYS = ["page", "country", "ts"]
spark.readStream.table("web.views").createOrReplaceTempView("views")
keys = ", ".join(k for k in KEYS if k != "ts")
q = spark.sql(
    f"SELECT {keys}, count(*) AS n FROM views "
    f"GROUP BY {', '.join([k.upper() for k in KEYS if k != 'ts'])}"
)
q.writeStream.option("checkpointLocation", "/chk/views_by_key").toTable("web.views_by_key")

MODE = "stream"
if MODE == "batch":
    source = spark.read.table("web.clicks")
else:
    source = spark.readStream.table("web.clicks")
source.groupBy("page").count().writeStream.option("checkpointLocation", "/chk/clicks").toTable("web.clicks_by_page")
