package com.acme.base

import org.apache.spark.sql.SparkSession

trait SessionHelper {
  private val _spark = SparkSession.builder().appName("jobs").getOrCreate()

  protected implicit def spark: SparkSession = _spark
}
