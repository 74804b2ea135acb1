// expect: SR406 line 12
// Dataset.toDF() without names keeps the projection's columns: only `key`, no `value`.
import org.apache.spark.sql.SparkSession

object OrderKeys {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("shop.orders")
      .selectExpr("CAST(order_id AS STRING) AS key")
      .toDF()
      .writeStream.format("kafka").option("topic", "order-keys")
      .option("checkpointLocation", "/Volumes/shop/ops/chk/order_keys").start()
  }
}
