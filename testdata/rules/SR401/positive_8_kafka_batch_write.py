# expect: SR401 line 11, SR401 line 13
# Kafka's batch writer sends every row in its default mode too (it rejects only overwrite and
# ignore): a retried micro-batch sends its messages again. Overwrite is refused by Kafka, not written.


def to_sinks(df, batch_id):
    out = df.selectExpr("CAST(id AS STRING) AS key", "to_json(struct(*)) AS value")
    (out.write.format("kafka")
        .option("kafka.bootstrap.servers", "broker:9092")
        .option("topic", "orders")
        .save())
    out.write.format("kafka").mode("append").option("kafka.bootstrap.servers", "broker:9092") \
        .option("topic", "audit").save()
    out.write.format("kafka").mode("overwrite").option("topic", "never").save()


(spark.readStream.table("main.bronze.orders").writeStream
    .foreachBatch(to_sinks)
    .option("checkpointLocation", "/chk/orders_kafka")
    .start())
