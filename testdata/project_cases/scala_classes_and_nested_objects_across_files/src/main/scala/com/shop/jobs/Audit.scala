package com.shop.jobs

import com.shop.common.Settings.Root
import com.shop.common.{BotsIdentifier, JdbcSink}
import org.apache.spark.sql.SparkSession

object Audit {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val events = spark.readStream.table("raw.events")
    BotsIdentifier(windowDuration = "20 seconds").identify(events)
      .writeStream
      .outputMode("complete")
      .option("checkpointLocation", s"${Root.checkpoints}/bots")
      .toTable("audit.bots")
    val sink = new JdbcSink("jdbc:postgresql://db/app", "audit_events")
    events.writeStream
      .foreachBatch(sink.write _)
      .option("checkpointLocation", Root.checkpoints + "/bots")
      .start()
  }
}
