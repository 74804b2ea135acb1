# expect: none
snapshot = spark.read.table("x.src")
snapshot.write.format("delta").mode("append").option("txnAppId", "manual").option(
    "txnVersion", 7).saveAsTable("x.manual")
