package com.acme.common

import org.apache.spark.sql.{DataFrame, SparkSession}

object Sources {
  /** The raw order events, one JSON document per Kafka record. */
  def readOrders(spark: SparkSession): DataFrame =
    spark.readStream
      .format("kafka")
      .options(Config.KafkaOptions)
      .load()
      .selectExpr("CAST(value AS STRING) AS json", "timestamp")
}
