# expect: SR701 line 7
from pyspark import pipelines as dp


@dp.table(name="silver_orders")
def silver_orders():
    df = spark.readStream.table("bronze_orders").writeStream.option("checkpointLocation", "/chk").toTable("x")
    return df
