package com.acme.jobs

import com.acme.common.Sinks
import org.apache.spark.sql.SparkSession

object OrdersJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    Sinks.startOrders(spark.readStream.table("acme.bronze_orders"))
  }
}
