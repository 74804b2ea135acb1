package com.acme.spark

import com.acme.sinks.PostgresSink
import org.apache.spark.sql.SparkSession

trait Job extends PostgresSink {
  def main(args: Array[String]): Unit = run(SparkSession.builder().getOrCreate())

  def run(spark: SparkSession): Unit
}
