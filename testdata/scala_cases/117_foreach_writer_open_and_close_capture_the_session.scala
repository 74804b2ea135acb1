// expect: SR403 line 14, SR403 line 30, SR403 line 33
// config: serverless=true
// A ForeachWriter's open and close run on the executors as its process does: the driver's session
// they use is captured, in a class of the file (`new AlertWriter`) and in an anonymous writer.
import org.apache.spark.sql.{ForeachWriter, Row, SparkSession}
import org.apache.spark.sql.streaming.Trigger

object AlertsJob {
  val spark: SparkSession = SparkSession.builder().getOrCreate()

  class AlertWriter extends ForeachWriter[Row] {
    var rules: Array[Row] = Array.empty
    def open(partitionId: Long, epochId: Long): Boolean = {
      rules = spark.table("sec.dim_rules").collect()
      true
    }
    def process(row: Row): Unit = println(s"alert ${row.getString(0)} rules=${rules.length}")
    def close(errorOrNull: Throwable): Unit = ()
  }

  def main(args: Array[String]): Unit = {
    spark.readStream.table("sec.alerts").writeStream
      .foreach(new AlertWriter)
      .option("checkpointLocation", "/Volumes/sec/ops/chk/alerts_writer")
      .trigger(Trigger.AvailableNow())
      .start()
    spark.readStream.table("sec.audit").writeStream
      .foreach(new ForeachWriter[Row] {
        def open(partitionId: Long, epochId: Long): Boolean = true
        def process(row: Row): Unit = spark.sql(s"INSERT INTO sec.audit_copy VALUES ('${row.getString(0)}')")
        def close(errorOrNull: Throwable): Unit = {
          if (errorOrNull != null)
            spark.sql("INSERT INTO sec.audit_errors VALUES (1)")
        }
      })
      .option("checkpointLocation", "/Volumes/sec/ops/chk/audit_writer")
      .trigger(Trigger.AvailableNow())
      .start()
  }
}
