package com.shop.sinks

import io.delta.tables.DeltaTable
import org.apache.spark.sql.DataFrame

object Sinks {
  // Appends each micro-batch again when it is retried (SR401 on saveAsTable).
  def appendHistory(df: DataFrame, batchId: Long): Unit =
    df.write.mode("append").saveAsTable("shop.history")

  // The same, for the audit log.
  def appendAudit(df: DataFrame, batchId: Long): Unit =
    df.write.format("delta").mode("append").saveAsTable("shop.audit")

  // A MERGE on the key: a retried batch updates the same rows.
  def upsertOrders(df: DataFrame, batchId: Long): Unit =
    DeltaTable.forName(df.sparkSession, "shop.orders").as("t")
      .merge(df.as("s"), "t.id = s.id")
      .whenMatched().updateAll()
      .whenNotMatched().insertAll()
      .execute()
}
