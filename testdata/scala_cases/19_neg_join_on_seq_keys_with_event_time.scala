// expect: none
// An inner stream-stream join on Seq keys that include the event-time column both sides watermark.
import org.apache.spark.sql.streaming.Trigger

object TelemetryJoin {
  def main(args: Array[String]): Unit = {
    spark.conf.set("spark.sql.streaming.stateStore.providerClass",
      "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
    val a = spark.readStream.table("fleet.gps").withWatermark("ts", "10 minutes")
    val b = spark.readStream.table("fleet.engine").withWatermark("ts", "10 minutes")
    a.join(b, Seq("vehicle_id", "ts"))
      .writeStream
      .option("checkpointLocation", "/Volumes/fleet/ops/checkpoints/gps_engine")
      .trigger(Trigger.AvailableNow())
      .toTable("fleet.gps_engine")
  }
}
