package com.acme.sinks

import org.apache.spark.sql.{Dataset, Row, SaveMode}

trait PostgresSink {
  lazy val sinkFormat: String = "jdbc"

  def writeToPostgres(ds: Dataset[Row], mode: SaveMode = SaveMode.Append): Unit = {
    ds.writeStream
      .foreachBatch { (batch: Dataset[Row], _: Long) =>
        batch.write
          .format(sinkFormat)
          .option("dbtable", "public.bands")
          .mode(mode)
          .save()
      }
      .option("checkpointLocation", "/chk/bands_to_postgres")
      .start()
      .awaitTermination()
  }
}
