package com.acme.common

import org.apache.spark.sql.DataFrame

// Defs without a parameter list: reading one calls it.
class JdbcSink(url: String, table: String) {
  def write: (DataFrame, Long) => Unit = (batch, batchId) =>
    batch.write.format("jdbc").option("url", url).option("dbtable", table).mode("append").save()
}

object Paths {
  def root: String = "/Volumes/ops/chk"
}
