package acme

import org.apache.spark.sql.Dataset

object KafkaSinks {
  def publish[T](ds: Dataset[T], topic: String): Unit = {
    ds.toJSON.toDF("value")
      .writeStream
      .format("kafka")
      .option("kafka.bootstrap.servers", "broker:9092")
      .option("topic", topic)
      .start()
      .awaitTermination()
  }
}
