// Trigger objects imported bare, Kafka options given as a Map constant of the object.
// expect: SR603 line 14, SR307 line 15
// expect: SR301 line 25
// fix: SR301 -> .trigger(AvailableNow())
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger.{AvailableNow, Once, ProcessingTime}

object ClickIngest {
  val Topic = "web.clicks"

  val kafkaOptions = Map(
    "kafka.bootstrap.servers" -> "broker-1.web.internal:9092",
    "subscribe" -> Topic,
    "auto.offset.reset" -> "earliest",
    "maxOffsetsPerTrigger" -> "100000")

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.appName("click-ingest").getOrCreate()
    val clicks = spark.readStream.format("kafka").options(kafkaOptions).load()

    clicks
      .selectExpr("CAST(value AS STRING) AS body", "timestamp")
      .writeStream
      .option("checkpointLocation", "/Volumes/web/ops/checkpoints/clicks_bronze")
      .trigger(Once())
      .toTable("web.bronze_clicks")
  }
}
