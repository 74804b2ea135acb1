# expect: none
from pyspark import pipelines as dp


@dp.table
def silver_orders():
    return spark.readStream.table("bronze_orders").where("amount > 0")
