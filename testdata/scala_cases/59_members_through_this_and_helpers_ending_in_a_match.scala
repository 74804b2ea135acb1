// Members reached through `this.`, helpers whose body ends in a match or an if whose cases hold
// statements, and a trait's method run on two objects: each is followed as the plain form is.
// expect: SR401 line 13, SR102 line 27, SR301 line 28, SR102 line 33, SR301 line 34, SR204 line 37, SR102 line 58
// fix: SR301 -> private val runTrigger = Trigger.AvailableNow()
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.streaming.Trigger

object Orders {
  private val chk = "/chk/orders/shared"
  private val runTrigger = Trigger.Once()

  def writeBatch(df: DataFrame, id: Long): Unit =
    df.write.format("delta").mode("append").saveAsTable("silver.orders_log")

  def source(spark: SparkSession, kind: String): DataFrame = kind match {
    case "replay" =>
      val table = "bronze.orders_replay"
      spark.readStream.table(table)
    case _ =>
      spark.readStream.table("bronze.orders")
  }

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.table("bronze.orders_raw")
      .writeStream
      .option("checkpointLocation", this.chk)
      .trigger(this.runTrigger)
      .foreachBatch(this.writeBatch _)
      .start()
    spark.readStream.table("bronze.orders_audit")
      .writeStream
      .option("checkpointLocation", Orders.chk)
      .trigger(triggerFor("batch"))
      .toTable("silver.orders_audit")
    source(spark, args(0))
      .dropDuplicates("order_id")
      .writeStream
      .option("checkpointLocation", "/chk/orders/dedup")
      .toTable("silver.orders_dedup")
  }

  def triggerFor(mode: String): Trigger = mode match {
    case "batch" =>
      println("batch run")
      Trigger.Once()
    case _ => Trigger.ProcessingTime("1 minute")
  }
}

trait MirrorJob {
  def spark: SparkSession = SparkSession.builder().getOrCreate()
  def checkpointPath: String = "/chk/mirror/default"
  def sourceTable: String
  def run(): Unit =
    spark.readStream.table(sourceTable)
      .writeStream
      .option("checkpointLocation", checkpointPath)
      .toTable(sourceTable + "_mirror")
}

object SuppliersMirror extends MirrorJob {
  val sourceTable = "land.suppliers"
}

object CarriersMirror extends MirrorJob {
  val sourceTable = "land.carriers"
}

object Mirrors {
  def main(args: Array[String]): Unit = {
    SuppliersMirror.run()
    CarriersMirror.run()
  }
}
