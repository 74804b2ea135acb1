// expect: SR401 line 7
// foreachBatch(writePayments(_, _)) passes the method itself: its plain append is not idempotent.
import org.apache.spark.sql.DataFrame

object Placeholder {
  def writePayments(batch: DataFrame, batchId: Long): Unit =
    batch.write.mode("append").saveAsTable("fin.payments")

  def main(args: Array[String]): Unit = {
    spark.readStream.table("fin.bronze_payments")
      .writeStream
      .foreachBatch(writePayments(_, _))
      .option("checkpointLocation", "/chk/payments")
      .start()
  }
}
