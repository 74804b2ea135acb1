from shared.paths import checkpoint

invoices = spark.readStream.table("billing.raw.invoices")
invoices.writeStream.option("checkpointLocation", checkpoint("invoices")).trigger(availableNow=True).toTable("billing.silver.invoices")
