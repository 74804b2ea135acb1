// expect: SR101 line 12, SR308 line 10
// A for-comprehension's generator runs its expression: a query started inside it (ZIO's or
// Option's `q <- ...`) is checked as any other, here a Delta sink without a checkpoint (SR101) on a
// Kafka source that starts from the earliest offsets without a cap (SR308).
import org.apache.spark.sql.SparkSession

object BronzeIngestion {
  def run(spark: SparkSession) =
    for {
      raw <- Option(spark.readStream.format("kafka").option("subscribe", "events").option("startingOffsets", "earliest").load())
      q <- Option(
        raw.writeStream.format("delta").start("/delta/bronze_events")
      )
    } yield q
}
