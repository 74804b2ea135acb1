package com.acme.common

import org.apache.spark.sql.SparkSession

// The method's own `path` is the argument it is called with, never the constructor's.
class Archive(path: String, suffix: String = "_archive") {
  private val base = s"$path/state"

  def start(spark: SparkSession, table: String): Unit =
    spark.readStream.table(table).writeStream
      .option("checkpointLocation", base)
      .toTable(table + suffix)

  def copy(spark: SparkSession, table: String, path: String): Unit =
    spark.readStream.table(table).writeStream
      .option("checkpointLocation", path)
      .toTable(table + "_copy")
}
