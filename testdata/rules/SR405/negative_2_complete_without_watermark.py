# expect: SR204 line 3
totals = (spark.readStream.table("shop.sales")
          .groupBy("store")
          .count())
totals.writeStream.outputMode("complete").option("checkpointLocation", "/Volumes/shop/chk/t").toTable("shop.t")
