# expect: SR201 line 17
# expect: SR204 line 25
# expect: SR204 line 32
# SQL folded from pieces (an f-string over a constant, literals written one after another, `+`):
# each finding sits on the line that spells its clause, as for SQL written in one literal.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
CLICKS = "clicks_raw"
spark.readStream.table("web.clicks").createOrReplaceTempView(CLICKS)

# append mode (the default) and no watermark: SR201 at GROUP BY
per_user = spark.sql(f"""
    SELECT user_id, count(*) AS clicks
    FROM {CLICKS}
    WHERE user_id IS NOT NULL
    GROUP BY user_id
""")
per_user.writeStream.option("checkpointLocation", "/chk/per_user").toTable("web.per_user")

per_page = spark.sql(
    "SELECT page_id, count(*) AS views "
    "FROM clicks_raw "
    "WHERE page_id IS NOT NULL "
    "GROUP BY page_id"
)
per_page.writeStream.outputMode("complete").option("checkpointLocation", "/chk/per_page").toTable("web.per_page")

per_site = spark.sql(
    "SELECT site, count(*) AS views FROM " + CLICKS
    + " WHERE site IS NOT NULL"
    + " GROUP BY site"
)
per_site.writeStream.outputMode("complete").option("checkpointLocation", "/chk/per_site").toTable("web.per_site")
