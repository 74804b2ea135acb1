// expect: SR204 line 23
// expect: SR404 line 23
// expect: SR404 line 27
// mapGroupsWithState runs in update output mode only: the default (append) and complete fail at
// start; in update mode it runs.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.{GroupState, GroupStateTimeout, OutputMode}

case class Reading(device: String, value: Double)

object DeviceTotals {
  def total(device: String, rows: Iterator[Reading], state: GroupState[Double]): (String, Double) = {
    val sum = state.getOption.getOrElse(0.0) + rows.map(_.value).sum
    state.update(sum)
    (device, sum)
  }

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    import spark.implicits._
    spark.conf.set("spark.sql.streaming.stateStore.providerClass", "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
    val readings = spark.readStream.table("iot.readings").as[Reading].groupByKey(_.device)
    val totals = readings.mapGroupsWithState(GroupStateTimeout.NoTimeout)(total)
    totals.writeStream.option("checkpointLocation", "/chk/default").toTable("iot.totals_default")
    totals.writeStream.outputMode("update").option("checkpointLocation", "/chk/update").format("console").start()
    totals.writeStream
      .outputMode(OutputMode.Complete())
      .option("checkpointLocation", "/chk/complete").format("console").start()
  }
}
