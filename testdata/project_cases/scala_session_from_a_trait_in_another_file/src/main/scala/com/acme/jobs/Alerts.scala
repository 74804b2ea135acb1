package com.acme.jobs

import com.acme.common.SparkSessionWrapper

object Alerts extends SparkSessionWrapper {
  def main(args: Array[String]): Unit = {
    spark.readStream
      .format("delta")
      .load("/mnt/silver/readings")
      .writeStream
      .queryName("alerts")
      .format("delta")
      .start("/mnt/gold/alerts")
  }
}
