package com.acme.app

import org.apache.spark.sql._
import org.apache.spark.sql.functions._

object Main {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName("counts").getOrCreate()
    val events = spark.readStream.format("rate").load()
      .withWatermark("timestamp", "1 hour")
    Counts.start(spark, events)
    Sinks.console(events, "unique_events")
    spark.streams.awaitAnyTermination()
  }
}
