from shared.paths import checkpoint

payments = spark.readStream.table("billing.raw.payments")
payments.writeStream.option("checkpointLocation", checkpoint("payments")).trigger(availableNow=True).toTable("billing.silver.payments")
