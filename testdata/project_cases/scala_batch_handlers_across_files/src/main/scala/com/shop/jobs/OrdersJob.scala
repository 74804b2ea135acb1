package com.shop.jobs

import com.shop.sinks.Sinks
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object OrdersJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("shop.bronze_orders")
      .writeStream
      .foreachBatch(Sinks.upsertOrders)
      .option("checkpointLocation", "/chk/shop/orders")
      .trigger(Trigger.AvailableNow())
      .start()
  }
}
