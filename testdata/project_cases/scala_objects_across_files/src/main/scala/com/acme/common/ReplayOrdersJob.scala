package com.acme.common

import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

/** Re-lands the order events after a fix; copied from CleanOrdersJob. */
object ReplayOrdersJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    Sources.readOrders(spark)
      .writeStream
      .format("delta")
      .option("checkpointLocation", Paths.checkpointDir("orders_clean"))
      .trigger(Trigger.AvailableNow())
      .toTable("silver.orders_replay")
      .awaitTermination()
  }
}
