// Databricks notebook source
// config: compute=classic
// expect: SR102 line 14, SR401 line 24
// A class one cell declares is known in the cells after it: instances made in a later cell, and
// methods called on them in another, are the class's, with each instance's own arguments.
import org.apache.spark.sql.DataFrame
import org.apache.spark.sql.streaming.Trigger

class Mirror(table: String, checkpoint: String) {
  def run(): Unit = {
    spark.readStream.table(table)
      .writeStream
      .trigger(Trigger.AvailableNow())
      .option("checkpointLocation", checkpoint)
      .toTable(table + "_mirror")
  }
}

class Appender(table: String) {
  def write(batch: DataFrame, batchId: Long): Unit = {
    batch.write
      .format("delta")
      .mode("append")
      .saveAsTable(table)
  }
}

// COMMAND ----------

val orders = new Mirror("raw.orders", "/chk/nb_mirror")
val refunds = new Mirror("raw.refunds", "/chk/nb_mirror")
val events = new Mirror("raw.events", "/chk/events")
val appender = new Appender("silver.ticks")

// COMMAND ----------

orders.run()
refunds.run()
events.run()
spark.readStream.format("rate").load()
  .writeStream
  .foreachBatch(appender.write _)
  .option("checkpointLocation", "/chk/ticks")
  .start()
