from session import spark

orders = spark.readStream.format("delta").table("bronze.orders")
orders.writeStream.format("delta").toTable("silver.orders")
