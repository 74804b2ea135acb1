package com.acme.jobs

import com.acme.common.SparkSessionWrapper
import org.apache.spark.sql.functions._

object Readings extends SparkSessionWrapper {
  def main(args: Array[String]): Unit = {
    val readings = spark.readStream.format("kafka").option("subscribe", "readings").load()
    readings
      .select(col("value").cast("string").as("raw"))
      .writeStream
      .format("delta")
      .start("/mnt/silver/readings")
  }
}
