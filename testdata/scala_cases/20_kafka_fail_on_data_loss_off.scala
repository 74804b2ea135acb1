// expect: SR605 line 14
import org.apache.spark.sql.streaming.Trigger

object CartEvents {
  private val Brokers = "broker.shop.internal:9092"

  def main(args: Array[String]): Unit = {
    val events = spark.readStream
      .format("kafka")
      .option("kafka.bootstrap.servers", Brokers)
      .option("subscribe", "shop.cart-events")
      .option("startingOffsets", "latest")
      .option("maxOffsetsPerTrigger", 50000L)
      .option("failOnDataLoss", false)
      .load()
    events.writeStream
      .option("checkpointLocation", "/Volumes/shop/ops/checkpoints/cart_events")
      .trigger(Trigger.ProcessingTime("30 seconds"))
      .toTable("shop.bronze_cart_events")
  }
}
