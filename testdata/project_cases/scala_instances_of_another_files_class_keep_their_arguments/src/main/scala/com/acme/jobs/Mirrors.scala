package com.acme.jobs

import com.acme.common.{Archive, Mirror}
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object Mirrors {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    new Mirror(spark, "raw.a", "/Volumes/acme/ops/chk/mirror_a", Trigger.AvailableNow()).run()
    val b = new Mirror(spark, "raw.b", checkpoint = "/Volumes/acme/ops/chk/mirror_b", trigger = Trigger.Once())
    b.run()
    new Archive("/Volumes/acme/ops/chk/archive").start(spark, "raw.c")
    new Archive("/Volumes/acme/ops/chk/archive").start(spark, "raw.d")
    new Archive("/Volumes/acme/ops/chk/archive").copy(spark, "raw.e", "/Volumes/acme/ops/chk/copy_e")
    new Archive("/Volumes/acme/ops/chk/archive").copy(spark, "raw.f", "/Volumes/acme/ops/chk/copy_f")
  }
}
