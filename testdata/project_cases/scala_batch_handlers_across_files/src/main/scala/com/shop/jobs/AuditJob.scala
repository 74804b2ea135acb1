package com.shop.jobs

import com.shop.sinks.Sinks
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object AuditJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("shop.bronze_audit")
      .writeStream
      .foreachBatch(Sinks.appendAudit)
      .option("checkpointLocation", "/chk/shop/audit")
      .trigger(Trigger.AvailableNow())
      .start()
  }
}
