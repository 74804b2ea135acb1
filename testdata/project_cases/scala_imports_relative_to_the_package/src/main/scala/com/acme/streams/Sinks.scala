package com.acme.streams

import org.apache.spark.sql.DataFrame

object Sinks {
  def appendEvents(batch: DataFrame, batchId: Long): Unit = {
    batch.write.format("delta").mode("append").save("/mnt/silver/events")
  }
}
