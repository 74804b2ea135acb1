# expect: none
logins = spark.readStream.format("kafka").option("subscribe", "logins").load()
unique = (logins.selectExpr("CAST(key AS STRING) AS user", "timestamp")
          .withWatermark("timestamp", "1 hour")
          .dropDuplicates(["user", "timestamp"]))
unique.writeStream.format("delta").option("checkpointLocation", "/Volumes/sec/chk/logins").toTable("sec.logins")
