package com.acme.common

import org.apache.spark.sql.{DataFrame, Row}
import org.apache.spark.sql.streaming.{DataStreamWriter, StreamingQuery, Trigger}

object Sinks {
  /** A Delta writer in append mode; the caller sets the checkpoint and starts it. */
  def deltaWriter(df: DataFrame, name: String): DataStreamWriter[Row] =
    df.writeStream
      .format("delta")
      .outputMode("append")
      .queryName(name)

  /** Everything available now into `table`, then stop. */
  def startTable(df: DataFrame, table: String, checkpoint: String): StreamingQuery =
    df.writeStream
      .format("delta")
      .option("checkpointLocation", checkpoint)
      .trigger(Trigger.AvailableNow())
      .toTable(table)
}
