# expect: SR605 line 7
events = (spark.readStream
          .format("kafka")
          .option("kafka.bootstrap.servers", "broker:9092")
          .option("subscribe", "shop.events")
          .option("maxOffsetsPerTrigger", 10000)
          .option("failOnDataLoss", "False ")
          .load())
events.writeStream.option("checkpointLocation", "/chk/events").toTable("shop.bronze_events")
