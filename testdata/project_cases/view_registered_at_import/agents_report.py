from pyspark.sql import SparkSession

from lib import views  # noqa: F401

spark = SparkSession.builder.getOrCreate()
# A batch view: a batch report, nothing streaming to check.
spark.sql("SELECT team, count(*) AS n FROM agents GROUP BY team").write.mode("overwrite").saveAsTable("gold.teams")
