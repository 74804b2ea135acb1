// expect: none
// A well-formed Scala streaming job: watermark before the windowed aggregation, RocksDB, an
// availableNow trigger, its own checkpoint per query; names that look like findings in strings
// and comments only.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions.{col, count, window}
import org.apache.spark.sql.streaming.Trigger

object HourlyCounts {
  private val Note = "we no longer use Trigger.Once() or .trigger(Trigger.Continuous(\"1 second\"))"

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder()
      .config("spark.sql.streaming.stateStore.providerClass",
        "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
      .getOrCreate()
    // .trigger(Trigger.Once()) was here
    spark.readStream.table("iot.readings")
      .withWatermark("reading_time", "10 minutes")
      .groupBy(window(col("reading_time"), "1 hour"), col("device_id"))
      .agg(count("*").as("readings"))
      .writeStream
      .outputMode("append")
      .option("checkpointLocation", "/Volumes/iot/ops/checkpoints/hourly_counts")
      .trigger(Trigger.AvailableNow())
      .toTable("iot.hourly_counts")
      .awaitTermination()
    println(Note)
  }
}
