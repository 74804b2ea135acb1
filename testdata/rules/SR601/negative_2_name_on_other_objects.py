# expect: none
from pyspark.sql import functions as F

df = spark.read.table("dev.t").select(F.col("a").name("b"))
job = {"name": "nightly"}
