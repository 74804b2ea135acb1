package com.acme.jobs

import com.acme.common.{Config, Sinks, Sources}
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions._
import org.apache.spark.sql.streaming.Trigger

/** Orders per store since the job first started, for the operations dashboard. */
object StoreTotalsJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName("store-totals").getOrCreate()

    val totals = Sources.readOrders(spark)
      .withColumn("store_id", get_json_object(col("json"), "$.store_id"))
      .groupBy("store_id")
      .agg(count("*").as("orders"))

    val query = Sinks.deltaWriter(totals, "store_totals")
      .trigger(Trigger.ProcessingTime("1 minute"))
      .toTable(s"${Config.GoldSchema}.store_totals")
    query.awaitTermination()
  }
}
