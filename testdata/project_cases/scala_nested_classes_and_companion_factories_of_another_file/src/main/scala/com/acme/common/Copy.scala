package com.acme.common

import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

class Copy(spark: SparkSession, table: String, chk: String, trigger: Trigger) {
  def run(): Unit =
    spark.readStream.table(table)
      .writeStream.trigger(trigger)
      .option("checkpointLocation", chk)
      .toTable(table + "_copy")
}

object Copy {
  def apply(spark: SparkSession, table: String, env: String): Copy =
    new Copy(spark, table, s"/chk/copy/$env/$table", Trigger.AvailableNow())

  def apply(spark: SparkSession, table: String): Copy =
    new Copy(spark, table, "/chk/copy/default", Trigger.AvailableNow())
}
