// expect: SR102 line 16, SR301 line 17, SR201 line 33
// Methods of an implicit class extend the values of its one constructor parameter's type: the
// compiler rewrites `writer.nightly("plays")` into `new NightlyWriter(writer).nightly("plays")`,
// and `spark.kafkaTopic(t)` likewise. The writer's checkpoint is built from the name alone, so two
// queries given one name share it; the session extension reads a Kafka stream.
import org.apache.spark.sql.{DataFrame, Row, SparkSession}
import org.apache.spark.sql.functions._
import org.apache.spark.sql.streaming.{DataStreamWriter, Trigger}

object Extensions {
  val CheckpointRoot = "/Volumes/media/ops/checkpoints"

  implicit class NightlyWriter(val w: DataStreamWriter[Row]) extends AnyVal {
    def nightly(name: String): DataStreamWriter[Row] =
      w.format("delta")
        .option("checkpointLocation", s"$CheckpointRoot/$name")
        .trigger(Trigger.Once())
  }

  implicit class KafkaSession(spark: SparkSession) {
    def kafkaTopic(topic: String): DataFrame =
      spark.readStream.format("kafka").option("kafka.bootstrap.servers", "broker:9092").option("subscribe", topic).load()
  }
}

object Jobs {
  import Extensions._
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    val plays = spark.readStream.table("media.bronze_plays")
    plays.writeStream.nightly("plays").toTable("media.silver_plays")
    plays.filter("duration_s > 30").writeStream.nightly("plays").toTable("media.long_plays")
    spark.kafkaTopic("pos.receipts").groupBy(window(col("timestamp"), "5 minutes")).count()
      .writeStream
      .option("checkpointLocation", "/Volumes/pos/ops/chk/receipt_counts")
      .toTable("pos.receipt_counts")
  }
}
