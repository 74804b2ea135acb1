package com.shop.jobs

import com.shop.sinks.Sinks
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object HistoryJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("shop.bronze_events")
      .writeStream
      .foreachBatch(Sinks.appendHistory _)
      .option("checkpointLocation", "/chk/shop/history")
      .trigger(Trigger.AvailableNow())
      .start()
  }
}
