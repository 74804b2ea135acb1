# expect: SR201 line 11, SR201 line 19
# SQL text passed through textwrap.dedent (or inspect.cleandoc) is the same query.
import textwrap
from inspect import cleandoc

spark.readStream.table("web.silver_views").createOrReplaceTempView("views_live")

by_country = spark.sql(textwrap.dedent("""
    SELECT country, count(*) AS n
    FROM views_live
    GROUP BY country
"""))
by_country.writeStream.option("checkpointLocation", "/chk/by_country").toTable("web.by_country")

by_device = spark.sql(cleandoc(
    """
    SELECT device, count(*) AS n
    FROM views_live
    GROUP BY device
    """
))
by_device.writeStream.option("checkpointLocation", "/chk/by_device").toTable("web.by_device")
