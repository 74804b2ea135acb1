// expect: none
// Dataset.toDF() without names keeps the columns (the projection's `value` stays); Dataset.toJSON
// gives one column named `value`: both Kafka sinks have their payload.
import org.apache.spark.sql.SparkSession

object OrderEvents {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("shop.orders")
      .selectExpr("CAST(order_id AS STRING) AS key", "to_json(struct(*)) AS value")
      .toDF()
      .writeStream.format("kafka").option("topic", "orders")
      .option("checkpointLocation", "/Volumes/shop/ops/chk/orders_kafka").start()
    spark.readStream.table("shop.refunds").toJSON.toDF()
      .writeStream.format("kafka").option("topic", "refunds")
      .option("checkpointLocation", "/Volumes/shop/ops/chk/refunds_kafka").start()
  }
}
