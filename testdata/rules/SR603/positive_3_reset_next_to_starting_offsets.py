# expect: SR603 line 8
# startingOffsets is already set: the finding has no rename fix, which would set it twice.
events = (spark.readStream.format("kafka")
          .option("kafka.bootstrap.servers", "kafka.internal:9092")
          .option("subscribe", "events")
          .option("startingOffsets", "earliest")
          .option("maxOffsetsPerTrigger", 100000)
          .option("auto.offset.reset", "earliest")
          .load())
