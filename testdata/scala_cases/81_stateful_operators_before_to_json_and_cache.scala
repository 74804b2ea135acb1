// expect: SR204 line 19, SR201 line 26, SR204 line 38
// `toJSON` turns a Dataset's rows into JSON strings (the usual Kafka value column) and `cache()` /
// `persist()` return the same Dataset: the stateful operators before them are still the query's.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions._
import org.apache.spark.sql.streaming.Trigger

object DeviceFeeds {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName("device-feeds").getOrCreate()
    import spark.implicits._

    val events = spark.readStream.format("kafka")
      .option("kafka.bootstrap.servers", "broker:9092")
      .option("subscribe", "devices")
      .load()
      .selectExpr("CAST(value AS STRING) AS json")
      .select(from_json($"json", "event_id STRING, device STRING, ts TIMESTAMP").as("e")).select("e.*")
    val unique = events.dropDuplicates("event_id")

    unique.toJSON.writeStream.format("kafka")
      .option("kafka.bootstrap.servers", "broker:9092").option("topic", "devices_unique")
      .option("checkpointLocation", "/chk/devices_unique")
      .start()

    val perDevice = events.groupBy("device").count()
    perDevice.cache().writeStream.outputMode("append").format("delta")
      .option("checkpointLocation", "/chk/per_device")
      .toTable("ops.per_device")

    events.withWatermark("ts", "10 minutes").dropDuplicates("event_id", "ts").toJSON
      .writeStream.format("kafka")
      .option("kafka.bootstrap.servers", "broker:9092").option("topic", "devices_wm")
      .option("checkpointLocation", "/chk/devices_wm")
      .trigger(Trigger.AvailableNow())
      .start()

    spark.readStream.table("ops.raw").dropDuplicates("id").persist()
      .writeStream.option("checkpointLocation", "/chk/raw_unique").toTable("ops.raw_unique")
  }
}
