package com.acme.jobs

import com.acme.common.Sinks.startTable
import org.apache.spark.sql.SparkSession

object SearchTermsJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    val orders = com.acme.common.Sources.readOrders(spark)
    startTable(orders, "silver.order_archive", com.acme.common.Paths.checkpointDir("order_archive"))
      .awaitTermination()
  }
}
