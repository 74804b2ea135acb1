# expect: SR301 line 16
# Python runs a class body once, where the class is defined: a query started there (a job written
# as a class whose attributes are its steps) is started at import, and is checked as any other.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()


class OrdersJob:
    checkpoint = "/Volumes/main/chk/orders"
    source = spark.readStream.table("bronze.orders")
    query = (
        source.writeStream.format("delta")
        .option("checkpointLocation", checkpoint)
        .outputMode("append")
        .trigger(once=True)
        .toTable("silver.orders")
    )

    def describe(self):
        return self.query.status
