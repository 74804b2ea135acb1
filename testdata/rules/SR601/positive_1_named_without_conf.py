# expect: SR601 line 5
events = (spark.readStream
          .format("kafka")
          .option("subscribe", "events")
          .name("events_v1")
          .load())
