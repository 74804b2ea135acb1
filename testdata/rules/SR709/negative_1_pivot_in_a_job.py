# expect: none
# pivot in a batch job (no pipeline dataset function) is fine.
wide = spark.read.table("orders").groupBy("order_date").pivot("channel").sum("amount")
wide.write.mode("overwrite").saveAsTable("orders_wide")
