// expect: SR206 line 19, SR206 line 25
// A stream-stream outer join whose condition names columns through the DataFrames (`df("x")`,
// Dataset.apply, and `df.col("x")`): the keys are read as with $"x" or col("x"), and the missing
// time range is found. The inner join below bounds both sides by event time: no finding.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions.expr

object ShipmentMatching {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.conf.set("spark.sql.streaming.stateStore.providerClass",
      "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider")
    val orders = spark.readStream.table("ops.orders")
      .withWatermark("ordered_at", "2 hours")
    val shipments = spark.readStream.table("ops.shipments")
      .withWatermark("shipped_at", "2 hours")

    orders
      .join(shipments,
        orders("order_id") === shipments("order_id"), "left_outer")
      .writeStream
      .option("checkpointLocation", "/Volumes/ops/chk/orders_shipped")
      .toTable("ops.orders_shipped")

    orders.join(shipments,
        orders.col("order_id") === shipments.col("order_id"), "full_outer")
      .writeStream
      .option("checkpointLocation", "/Volumes/ops/chk/orders_any")
      .toTable("ops.orders_any")

    orders.join(shipments, orders("order_id") === shipments("order_id") &&
        expr("shipped_at BETWEEN ordered_at AND ordered_at + interval 1 day"))
      .writeStream
      .option("checkpointLocation", "/Volumes/ops/chk/orders_matched")
      .toTable("ops.orders_matched")
  }
}
