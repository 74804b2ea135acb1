package com.acme.common

import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object Sinks {
  class Console(spark: SparkSession, table: String, chk: String) {
    def start(): Unit =
      spark.readStream.table(table)
        .writeStream.format("console")
        .option("checkpointLocation", chk)
        .start()
  }
}

class Mirror(spark: SparkSession, table: String, chk: String, trigger: Trigger) {
  def run(): Unit =
    spark.readStream.table(table)
      .writeStream.trigger(trigger)
      .option("checkpointLocation", chk)
      .toTable(table + "_mirror")
}

object Mirror {
  def apply(spark: SparkSession, table: String): Mirror =
    new Mirror(spark, table, s"/chk/mirror/$table", Trigger.Once())
}
