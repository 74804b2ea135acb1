// config: compute=serverless
// expect: SR403 line 15, SR304 line 20
// An anonymous ForeachWriter runs its process(row) for every row: the driver's spark it reads
// fails on serverless compute. Its open and close only bracket a partition.
import org.apache.spark.sql.{ForeachWriter, Row, SparkSession}

object AlertsJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("ops.alerts")
      .writeStream
      .option("checkpointLocation", "/chk/alerts")
      .foreach(new ForeachWriter[Row] {
        def open(partitionId: Long, version: Long): Boolean = true
        def process(row: Row): Unit = println(spark.conf.get(s"alerts.mute.${row.getString(0)}", "false"))
        def close(errorOrNull: Throwable): Unit = ()
      })
      .trigger(org.apache.spark.sql.streaming.Trigger.AvailableNow())
      .start()
    spark.readStream.table("ops.alerts").writeStream.option("checkpointLocation", "/chk/alerts_copy").start()
  }
}
