// expect: SR102 line 17
// A trait that extends App is the body each object extending it runs at start (App's delayedInit),
// with the object's members: DailySalesExport and DailySalesExportV2 both give "daily_sales", so
// they export to one checkpoint. InventoryExport's is its own. A plain `object ... extends App`
// runs its own body as before.
package com.acme.exports

import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

trait ExportJob extends App {
  def table: String
  val spark = SparkSession.builder().appName(s"export-$table").getOrCreate()
  spark.readStream.table(s"gold.reporting.$table")
    .writeStream
    .format("parquet")
    .option("checkpointLocation", s"/Volumes/exports/chk/$table")
    .option("path", s"/Volumes/exports/partner/$table")
    .trigger(Trigger.AvailableNow())
    .start()
    .awaitTermination()
}

object DailySalesExport extends ExportJob {
  lazy val table = "daily_sales"
}

object DailySalesExportV2 extends ExportJob {
  lazy val table = "daily_sales"
}

object InventoryExport extends ExportJob {
  lazy val table = "inventory"
}

object Cleanup extends App {
  val spark = SparkSession.builder().getOrCreate()
  spark.readStream.table("gold.reporting.cleanup").writeStream
    .option("checkpointLocation", "/Volumes/exports/chk/cleanup")
    .toTable("gold.reporting.cleaned")
}
