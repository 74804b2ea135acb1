# expect: SR702 line 4, SR701 line 8, SR701 line 13, SR701 line 18
# Dataset decorators imported by name, and DLT's older create_table name, mark dataset functions.
from pyspark.pipelines import materialized_view, table
import dlt

@materialized_view
def top():
    ids = spark.read.table("vip").collect()
    return spark.read.table("o")

@dlt.create_table
def legacy():
    n = spark.read.table("x").count()
    return spark.read.table("x")

@table(name="t2")
def t2():
    spark.read.table("y").toPandas()
    return spark.readStream.table("y")
