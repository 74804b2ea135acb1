package com.acme.common

import org.apache.spark.sql.SparkSession

trait SparkSessionWrapper {
  lazy val spark: SparkSession = SparkSession
    .builder()
    .appName("iot")
    .config("spark.sql.streaming.checkpointLocation", "/mnt/checkpoints")
    .getOrCreate()
}
