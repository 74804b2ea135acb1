# config: dbr=17.3
# expect: SR204 line 12, SR204 line 13, SR206 line 14
# The stateful operators of a joined stream run in the query that writes the join: each
# dropDuplicates without a watermark keeps every key it saw, on the right side of the join as on
# the left (and the join itself, with no watermark on either side, buffers both inputs: SR206).
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()

payments = spark.readStream.table("raw.payments").selectExpr("order_id", "payment_id", "amount")
orders = spark.readStream.table("raw.orders").select("order_id", "customer")
payments = payments.dropDuplicates(["payment_id"])
orders = orders.dropDuplicates(["order_id"])
matched = payments.join(orders, "order_id")
matched.writeStream.option("checkpointLocation", "/chk/matched").toTable("gold.matched")
