# expect: none
# A match on a constant runs the case whose literal it is: the others never run, and their
# aggregation without a watermark is no finding.
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

ENV = "prod"

spark = SparkSession.builder.getOrCreate()
events = spark.readStream.table("app.events")
match ENV:
    case "dev":
        out = events.groupBy("user").count()
    case "prod":
        out = events.withWatermark("ts", "10 minutes").groupBy(F.window("ts", "5 minutes")).count()
    case _:
        out = events.groupBy("session").count()
out.writeStream.option("checkpointLocation", "/chk/out").toTable("app.out")
