package com.acme.jobs

import com.acme.common.Copy
import org.apache.spark.sql.SparkSession

object Copies {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    new Copy(spark, "raw.g", "/Volumes/acme/ops/chk/copy_g").run()
    new Copy(spark, "raw.h", checkpoint = "/Volumes/acme/ops/chk/copy_h").run()
    new Copy(spark, "raw.i").run()
    new Copy(spark, "raw.j").run()
  }
}
