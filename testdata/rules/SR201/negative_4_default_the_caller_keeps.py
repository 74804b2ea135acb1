# expect: none
# A default the caller does not replace is what is written: the helper's own stream is read, and
# nothing aggregates it.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()


def start(table, df=None):
    df = df or spark.readStream.table("bronze.default")
    return df.writeStream.option("checkpointLocation", f"/chk/{table}").toTable(table)


start("shop.defaulted")
