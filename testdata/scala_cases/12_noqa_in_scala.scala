// `// noqa` in Scala: a used code is silent, an unused one is SR000.
// expect: SR000 line 14
import org.apache.spark.sql.streaming.Trigger

object Snapshots {
  def main(args: Array[String]): Unit = {
    val orders = spark.readStream.table("shop.orders")
    orders.writeStream
      .option("checkpointLocation", "/chk/orders_snapshot")
      .trigger(Trigger.Once()) // noqa: SR301 (the job still runs on DBR 10.4)
      .toTable("shop.orders_snapshot")
    orders.writeStream
      .option("checkpointLocation", "/chk/orders_copy")
      .trigger(Trigger.AvailableNow()) // noqa: SR302
      .toTable("shop.orders_copy")
  }
}
