# expect: SR201 line 22, SR201 line 23, SR201 line 24
# A helper's default DataFrame (`df or ...`, `df if df is not None else ...`, `if df is None:`)
# gives way to the caller's: the aggregation passed in reaches the sink.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()

def start_or(table, df=None):
    df = df or spark.readStream.table("bronze.default")
    return df.writeStream.option("checkpointLocation", f"/chk/or/{table}").toTable(table)

def start_conditional(table, df=None):
    df = df if df is not None else spark.readStream.table("bronze.default")
    return df.writeStream.option("checkpointLocation", f"/chk/conditional/{table}").toTable(table)

def start_if(table, df=None):
    if df is None:
        df = spark.readStream.table("bronze.default")
    return df.writeStream.option("checkpointLocation", f"/chk/if/{table}").toTable(table)

counts = spark.readStream.table("shop.orders")
start_or("shop.a", counts.groupBy("k").count())
start_conditional("shop.b", counts.groupBy("k").count())
start_if("shop.c", counts.groupBy("k").count())
start_if("shop.d")
