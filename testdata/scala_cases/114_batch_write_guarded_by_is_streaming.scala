// expect: none
// A batch write under `if (!df.isStreaming)` never runs on a stream (`!` is a negation the if is
// decided by, as Python's `not`): no SR404 for the helper's `df.write`, nor for the inline one.
import org.apache.spark.sql.{DataFrame, SparkSession}

class DataStore() {
  def writeData(df: DataFrame, path: String): Unit = {
    val writer = df.write.format("delta")
    writer.save(path)
  }
}

object IotMonitoring extends App {
  val spark = SparkSession.builder.getOrCreate()
  val store = new DataStore()
  val readings = spark.readStream.format("delta").load("/delta/readings")
  if (!readings.isStreaming) {
    store.writeData(readings, "/delta/readings_copy")
  }
  if (!readings.isStreaming) readings.write.format("delta").save("/delta/readings_snapshot")
  readings.writeStream
    .format("delta")
    .option("checkpointLocation", "/chk/readings_zone")
    .start("/delta/readings_zone")
}
