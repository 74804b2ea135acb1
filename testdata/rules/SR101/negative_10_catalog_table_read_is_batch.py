# expect: none
# A catalog table's three-part name is never a temp view: spark.table reads it as a batch DataFrame
# (writing that with writeStream fails at once), so no streaming rule applies to it. A view's read
# written only with the batch writer is no query either.
dim = spark.table("main.ref.customers")
dim.where("active").write.mode("overwrite").saveAsTable("main.ref.active_customers")
spark.table("customers_v").write.mode("overwrite").saveAsTable("main.ref.customers_copy")
spark.table("main.ref.customers").writeStream.toTable("main.ref.customers_stream")
