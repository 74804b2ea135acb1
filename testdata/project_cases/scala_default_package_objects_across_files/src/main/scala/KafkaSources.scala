import org.apache.spark.sql.{DataFrame, SparkSession}

object KafkaSources {
  def subscribe(spark: SparkSession, topic: String): DataFrame =
    spark.readStream
      .format("kafka")
      .option("kafka.bootstrap.servers", "broker:9092")
      .option("subscribe", topic)
      .load()
}
