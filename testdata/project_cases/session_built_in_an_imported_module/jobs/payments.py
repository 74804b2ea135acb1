from session import spark

payments = spark.readStream.format("delta").table("bronze.payments")
payments.writeStream.queryName("payments").format("delta").toTable("silver.payments")
