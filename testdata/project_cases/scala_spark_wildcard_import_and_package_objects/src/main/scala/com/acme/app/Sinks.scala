package com.acme.app

import org.apache.spark.sql.DataFrame

object Sinks {
  def console(events: DataFrame, name: String): Unit =
    events.dropDuplicates("value", "timestamp").writeStream
      .format("console")
      .option("checkpointLocation", s"/Volumes/ops/chk/$name")
      .start()
}
