// expect: SR402 line 12, SR402 line 16
// txnVersion given a clock reading (System.currentTimeMillis, Instant.now) instead of the batch id.
import java.time.Instant
import org.apache.spark.sql.{DataFrame, SparkSession}

object Sink {
  def write(batch: DataFrame, batchId: Long): Unit = {
    val runVersion = System.currentTimeMillis()
    batch.write.format("delta").mode("append")
      .option("txnAppId", "orders")
      .option("txnVersion", runVersion)
      .saveAsTable("shop.orders")
    batch.write.format("delta").mode("append")
      .option("txnAppId", "orders_audit")
      .option("txnVersion", Instant.now.toEpochMilli)
      .saveAsTable("shop.orders_audit")
    batch.write.format("delta").mode("append")
      .option("txnAppId", "orders_copy")
      .option("txnVersion", batchId)
      .saveAsTable("shop.orders_copy")
  }
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.table("shop.bronze").writeStream.foreachBatch(write _)
      .option("checkpointLocation", "/chk/orders_sink").start()
  }
}
