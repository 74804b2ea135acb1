package com.acme.streams

import org.apache.spark.sql.SparkSession

object Views {
  import Settings._

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.format("kafka").option("subscribe", "views").load()
      .writeStream
      .format("delta")
      .option("checkpointLocation", ViewsCheckpoint)
      .start("/mnt/silver/views")
  }
}
