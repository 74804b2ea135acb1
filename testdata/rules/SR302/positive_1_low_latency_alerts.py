# expect: SR302 line 14
BROKERS = "kafka-a.internal:9092,kafka-b.internal:9092"

alerts = (spark.readStream.format("kafka")
          .option("kafka.bootstrap.servers", BROKERS)
          .option("subscribe", "fraud.scores")
          .load()
          .where("CAST(value AS DOUBLE) > 0.9"))

(alerts.writeStream.format("kafka")
    .option("kafka.bootstrap.servers", BROKERS)
    .option("topic", "fraud.alerts")
    .option("checkpointLocation", "/Volumes/risk/ops/chk/alerts")
    .trigger(continuous="1 second")
    .start())
