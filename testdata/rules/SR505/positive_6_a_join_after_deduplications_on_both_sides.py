# config: dbr=12.2
# expect: SR505 line 14, SR501 line 14
# Each side of a stream-stream join deduplicates first: the join follows a stateful operator, a
# chain that needs DBR 13.3 in append mode. The two deduplications are no chain with each other:
# they read different streams.
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

spark = SparkSession.builder.getOrCreate()
clicks = spark.readStream.table("raw.clicks").withWatermark("ts", "1 hour")
views = spark.readStream.table("raw.views").withWatermark("ts", "1 hour")
clicks = clicks.dropDuplicates(["click_id", "ts"])
views = views.dropDuplicates(["view_id", "ts"])
joined = clicks.join(
    views,
    F.expr("clicks.ad = views.ad AND clicks.ts BETWEEN views.ts AND views.ts + INTERVAL 1 HOUR"),
)
joined.writeStream.option("checkpointLocation", "/chk/clicks_views").toTable("gold.clicks_views")
