package com.acme.app

import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.functions._

object Counts {
  def start(spark: SparkSession, events: DataFrame): Unit = {
    events
      .groupBy(col("value"))
      .count()
      .writeStream
      .outputMode("update")
      .format("console")
      .option("checkpointLocation", "/Volumes/ops/chk/counts")
      .start()
  }
}
