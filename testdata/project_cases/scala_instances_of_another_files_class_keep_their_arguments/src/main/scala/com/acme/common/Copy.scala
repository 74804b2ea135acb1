package com.acme.common

import org.apache.spark.sql.SparkSession

class Copy(spark: SparkSession, table: String, checkpoint: String = "/Volumes/acme/ops/chk/copy_default") {
  def run(): Unit =
    spark.readStream.table(table).writeStream
      .option("checkpointLocation", checkpoint)
      .toTable(table + "_copy")
}
