// expect: SR102 line 17, SR102 line 34
// An object that gives a trait's (or an argument-less abstract class's) abstract members and has
// no `def main` of its own starts at the main it inherits, with its own members: CustomersCdc and
// CustomersGdprCdc both give table "customers", so the trait's checkpoint is one path for two jobs.
// ProductsCdc's is its own. The same through an abstract class, whose member is given by `def`.
package com.acme.cdc

import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

trait CdcJob {
  def table: String
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName(s"cdc-$table").getOrCreate()
    spark.readStream.table(s"raw.cdc.$table")
      .writeStream
      .option("checkpointLocation", s"/Volumes/cdc/chk/$table")
      .trigger(Trigger.AvailableNow())
      .toTable(s"silver.cdc.$table")
      .awaitTermination()
  }
}

object CustomersCdc extends CdcJob { val table = "customers" }
object CustomersGdprCdc extends CdcJob { val table = "customers" }
object ProductsCdc extends CdcJob { val table = "products" }

abstract class SnapshotJob {
  def table: String
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.table(s"prod.core.$table")
      .writeStream
      .option("checkpointLocation", s"/Volumes/snap/chk/$table")
      .trigger(Trigger.AvailableNow())
      .toTable(s"snap.core.$table")
  }
}

object AccountsSnapshot extends SnapshotJob {
  override def table = "accounts"
}

object AccountsHourly extends SnapshotJob {
  override def table: String = "accounts"
}

// Its own main: not the inherited one (and its own checkpoint).
object OrdersSnapshot extends SnapshotJob {
  def table = "orders"
  override def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.table("prod.core.orders").writeStream
      .option("checkpointLocation", "/Volumes/snap/chk/orders_own")
      .toTable("snap.core.orders")
  }
}
