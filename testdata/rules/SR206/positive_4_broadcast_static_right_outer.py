# expect: SR206 line 7
from pyspark.sql import functions as F

sales = spark.readStream.table("retail.bronze.sales")
stores = spark.read.table("retail.ref.stores")
# broadcast() is only a hint: this is still a stream-static right outer join.
joined = sales.join(F.broadcast(stores), "store_id", "right_outer")
(joined.writeStream
    .option("checkpointLocation", "/Volumes/retail/ops/chk/sales_by_store")
    .toTable("retail.silver.sales_by_store"))
