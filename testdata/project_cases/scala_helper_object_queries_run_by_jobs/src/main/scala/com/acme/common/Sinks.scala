package com.acme.common

import org.apache.spark.sql.DataFrame

object Sinks {
  val ordersCheckpoint = "/chk/acme/orders"
  val auditCheckpoint = "/chk/acme/audit"

  def startOrders(df: DataFrame) =
    df.writeStream.option("checkpointLocation", ordersCheckpoint).toTable("acme.orders")

  def startAudit(df: DataFrame) =
    df.writeStream.option("checkpointLocation", auditCheckpoint).toTable("acme.audit")
}
