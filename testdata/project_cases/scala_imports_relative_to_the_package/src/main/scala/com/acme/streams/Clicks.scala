package com.acme.streams

import org.apache.spark.sql.SparkSession
import Settings.ClicksCheckpoint
import Sinks._

object Clicks {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.format("kafka").option("subscribe", "clicks").load()
      .writeStream
      .option("checkpointLocation", ClicksCheckpoint)
      .foreachBatch(appendEvents _)
      .start()
  }
}
