package com.acme.jobs

import com.acme.common._
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions.col
import org.apache.spark.sql.streaming.Trigger

object CleanOrdersJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    Sources.readOrders(spark)
      .where(col("json").isNotNull)
      .writeStream
      .format("delta")
      .option("checkpointLocation", Paths.checkpointDir("orders_clean"))
      .trigger(Trigger.AvailableNow())
      .toTable("silver.orders_clean")
      .awaitTermination()
  }
}
