package com.acme.jobs

import com.acme.common.Sinks
import org.apache.spark.sql.SparkSession

object AuditReplayJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    Sinks.startAudit(spark.readStream.table("acme.bronze_audit"))
  }
}
