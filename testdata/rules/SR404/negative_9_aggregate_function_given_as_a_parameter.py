# expect: none
# The function applied in select() is the caller's (`sum`, `avg`...): the select may be a global
# aggregation, so complete mode is not known to lack one. Unknown, silent.
from pyspark.sql import functions as F


def running_total(spark, agg_function, name):
    numbers = (spark.readStream.table("main.raw.readings")
               .select(F.col("value").cast("int").alias("number")))
    (numbers.select(agg_function(F.col("number")).alias(name))
        .writeStream
        .format("console")
        .outputMode("complete")
        .option("checkpointLocation", f"/chk/running_{name}")
        .start())
