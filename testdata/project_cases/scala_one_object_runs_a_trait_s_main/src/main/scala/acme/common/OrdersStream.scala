package acme.common

import org.apache.spark.sql.SparkSession

// A trait's main is no JVM entry: it runs as the main of each object that extends it.
trait OrdersStream {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream
      .table("bronze.orders")
      .writeStream
      .option("checkpointLocation", "/Volumes/fulfilment/ops/checkpoints/single_orders")
      .toTable("silver.orders")
  }
}
