# expect: SR201 line 8, SR201 line 9, SR204 line 14, SR204 line 14
# DataFrames paired with zip(...) and queries started in a list comprehension are followed per item.
from pyspark.sql import functions as F

TARGETS = ["gold.views_by_page", "gold.views_by_country"]
views = spark.readStream.table("web.silver_views")
aggs = [
    views.groupBy("page").count(),
    views.groupBy("country").count(),
]
for target, df in zip(TARGETS, aggs):
    df.writeStream.option("checkpointLocation", f"/chk/{target}").toTable(target)

dedups = [views.dropDuplicates(["view_id"]), views.dropDuplicates(["session_id"])]
queries = [
    d.writeStream.option("checkpointLocation", f"/chk/dedup_{i}").toTable(f"web.dedup_{i}")
    for i, d in enumerate(dedups)
]
