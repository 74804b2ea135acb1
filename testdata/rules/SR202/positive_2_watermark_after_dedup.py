# expect: SR202 line 5
logins = spark.readStream.format("kafka").option("subscribe", "logins").load()
unique = (logins.selectExpr("CAST(key AS STRING) AS user", "timestamp")
          .dropDuplicates(["user", "timestamp"])
          .withWatermark("timestamp", "1 hour"))
unique.writeStream.format("delta").option("checkpointLocation", "/Volumes/sec/chk/logins").toTable("sec.logins")
