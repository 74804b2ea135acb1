# Low-latency alerting: scores from Kafka, alerts back to Kafka and into a Delta table.
BROKERS = "broker-1.internal:9092"


def record_alerts(batch_df, batch_id):
    (batch_df.write.format("delta").mode("append")
        .option("txnAppId", "alerts-sink")
        .option("txnVersion", batch_id)
        .saveAsTable("iot.gold.alerts"))


scores = (spark.readStream.format("kafka")
          .option("kafka.bootstrap.servers", BROKERS)
          .option("subscribe", "devices.scores")
          .load()
          .where("CAST(value AS DOUBLE) > 0.95"))

(scores.writeStream
    .foreachBatch(record_alerts)
    .trigger(continuous="1 second")
    .option("checkpointLocation", "/Volumes/iot/ops/checkpoints/alerts_table")
    .start())
