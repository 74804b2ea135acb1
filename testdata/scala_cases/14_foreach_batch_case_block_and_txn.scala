// foreachBatch with a partial function and with a method: the idempotent write (txnVersion from
// the batch id) is quiet, the plain append is not.
// expect: SR401 line 17
import org.apache.spark.sql.DataFrame

object Ledger {
  private val AppId = "ledger-sync"

  def writeIdempotent(batch: DataFrame, batchId: Long): Unit =
    batch.write.format("delta").mode("append")
      .option("txnAppId", AppId).option("txnVersion", batchId)
      .saveAsTable("fin.ledger")

  def run(): Unit = {
    val entries = spark.readStream.table("fin.bronze_entries")
    entries.writeStream.foreachBatch { case (batch: DataFrame, _) =>
      batch.write.mode("append").saveAsTable("fin.ledger_audit")
    }.option("checkpointLocation", "/chk/ledger_audit").start()
    entries.writeStream.foreachBatch(writeIdempotent _)
      .option("checkpointLocation", "/chk/ledger").start()
  }
}
