# expect: SR204 line 10
# A union's other input runs in the query that writes the union: its dropDuplicates without a
# watermark keeps every id it saw, as it would written on its own.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()

web = spark.readStream.table("raw.web_orders").select("order_id", "ts")
shop = (spark.readStream.table("raw.shop_orders").select("order_id", "ts")
        .dropDuplicates(["order_id"]))
web.union(shop).writeStream.option("checkpointLocation", "/chk/all_orders").toTable("silver.all_orders")
