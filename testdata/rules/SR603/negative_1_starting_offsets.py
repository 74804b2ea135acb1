# expect: none
events = (spark.readStream.format("kafka")
          .option("kafka.bootstrap.servers", "kafka.internal:9092")
          .option("subscribe", "events")
          .option("startingOffsets", "earliest")
          .option("maxOffsetsPerTrigger", 100000)
          .option("kafka.group.id", "events-acl-group")
          .load())
