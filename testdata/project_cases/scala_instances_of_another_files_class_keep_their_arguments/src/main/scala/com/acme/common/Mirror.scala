package com.acme.common

import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

class Mirror(spark: SparkSession, table: String, checkpoint: String, trigger: Trigger) {
  def run(): Unit =
    spark.readStream.table(table).writeStream
      .trigger(trigger)
      .option("checkpointLocation", checkpoint)
      .toTable(table + "_mirror")
}
