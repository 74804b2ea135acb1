// A foreachBatch handler given its leading arguments with placeholders for the batch and its id
// (`copyTo("audit.copy", _, _)`, also typed: `_: DataFrame`), and a Trigger.Once() kept in a val
// of the object: the fix renames the trigger where it is made.
// expect: SR401 line 18, SR401 line 21, SR301 line 31
// fix: SR301 -> private val RunTrigger = Trigger.AvailableNow()
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.streaming.Trigger

object AuditCopy {
  private val RunTrigger = Trigger.Once()

  def idempotentCopy(table: String, df: DataFrame, batchId: Long): Unit =
    df.write.format("delta").mode("append")
      .option("txnAppId", "audit-copy").option("txnVersion", batchId)
      .saveAsTable(table)

  def copyTo(table: String, df: DataFrame, batchId: Long): Unit =
    df.write.mode("append").saveAsTable(table)

  def archive(table: String, df: DataFrame, batchId: Long): Unit =
    df.write.mode("append").saveAsTable(table)

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val events = spark.readStream.table("audit.events")
    events.writeStream
      .option("checkpointLocation", "/chk/audit/copy")
      .foreachBatch(copyTo("audit.copy", _, _))
      .start()
    events.writeStream
      .trigger(RunTrigger)
      .option("checkpointLocation", "/chk/audit/safe")
      .foreachBatch(idempotentCopy("audit.safe", _, _))
      .start()
    events.writeStream
      .option("checkpointLocation", "/chk/audit/archive")
      .foreachBatch(archive("audit.archive", _: DataFrame, _: Long))
      .start()
  }
}
