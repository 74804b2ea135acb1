package com.shop.common

import org.apache.spark.sql.DataFrame
import org.apache.spark.sql.functions._

case class BotsIdentifier(windowDuration: String = "10 seconds") {
  def identify(events: DataFrame): DataFrame = {
    events
      .withColumnRenamed("value", "ip")
      .groupBy(col("ip"), window(col("timestamp"), windowDuration))
      .agg(count("*").as("hits"))
      .where(col("hits") > 20)
  }
}
