def main():
    spark.readStream.table("bronze.orders").writeStream.toTable("silver.orders")
