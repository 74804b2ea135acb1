# expect: SR603 line 5
events = (spark.readStream.format("kafka")
          .option("kafka.bootstrap.servers", "kafka.internal:9092")
          .option("subscribe", "events")
          .option("auto.offset.reset", "earliest")
          .option("maxOffsetsPerTrigger", 100000)
          .load())
