// expect: SR206 line 11, SR101 line 14, SR404 line 19, SR206 line 21, SR501 line 21
// Dataset.join's joinType, usingColumns and right named, readStream.textFile, a static Dataset
// except a stream, and the Kafka sink's CAST(value AS STRING) (named `value`: no SR406).
import org.apache.spark.sql.SparkSession

object Jobs {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val orders = spark.readStream.table("shop.orders")
    val customers = spark.read.table("shop.customers")
    orders.join(customers, Seq("customer_id"), joinType = "full_outer")
      .writeStream.option("checkpointLocation", "/chk/full").toTable("shop.orders_customers")
    val lines = spark.readStream.textFile("/landing/logs")
    lines.writeStream.format("delta").start("/lake/logs")
    orders.selectExpr("CAST(order_id AS STRING) AS key", "CAST(value AS STRING)")
      .writeStream.format("kafka").option("kafka.bootstrap.servers", "k:9092")
      .option("topic", "orders").option("checkpointLocation", "/chk/kafka").start()
    val catalog = spark.read.table("shop.catalog")
    catalog.except(orders).writeStream.option("checkpointLocation", "/chk/except").toTable("shop.unsold")
    orders.except(catalog).writeStream.option("checkpointLocation", "/chk/static_right").toTable("shop.uncatalogued")
    orders.join(right = spark.readStream.table("shop.refunds"), usingColumns = Seq("order_id"), joinType = "left_outer")
      .writeStream.option("checkpointLocation", "/chk/refunds").toTable("shop.orders_refunds")
  }
}
