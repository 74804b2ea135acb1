// foreachBatch given a method of a class instance (`new Upserter(...)`, then `u.write _`): the
// method's body is the batch function, so its plain append is SR401. A second instance's method
// that writes idempotently (txnVersion = the batch id) is not.
// expect: SR401 line 13
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.streaming.Trigger

class Upserter(target: String) {
  def write(batch: DataFrame, batchId: Long): Unit = {
    batch.write
      .format("delta")
      .mode("append")
      .saveAsTable(target)
  }
}

class TxnWriter(target: String) {
  def write(batch: DataFrame, batchId: Long): Unit = {
    batch.write
      .format("delta")
      .option("txnAppId", "orders_gold")
      .option("txnVersion", batchId)
      .mode("append")
      .saveAsTable(target)
  }
}

object OrdersJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName("orders").getOrCreate()
    val orders = spark.readStream.table("bronze.orders")

    val upserter = new Upserter("silver.orders")
    orders.writeStream
      .option("checkpointLocation", "/chk/silver_orders")
      .trigger(Trigger.AvailableNow())
      .foreachBatch(upserter.write _)
      .start()

    val txn = new TxnWriter("gold.orders")
    orders.writeStream
      .option("checkpointLocation", "/chk/gold_orders")
      .trigger(Trigger.AvailableNow())
      .foreachBatch(txn.write _)
      .start()
  }
}
