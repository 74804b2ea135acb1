// expect: SR102 line 12, SR102 line 26
// Two jobs of one file (each object's main its own JVM application) read one environment variable:
// deployed together, they get one value, so the checkpoint built from it is shared. A JVM system
// property is given per launch (`-Dchk.root=...`), as an argument is: each job's own, no finding.
import org.apache.spark.sql.SparkSession

object OrdersLive {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("shop.orders")
      .writeStream
      .option("checkpointLocation", s"${sys.env("CHK_ROOT")}/orders")
      .toTable("shop.orders_live")
    spark.readStream.table("shop.refunds")
      .writeStream
      .option("checkpointLocation", s"${System.getProperty("chk.root")}/refunds")
      .toTable("shop.refunds_live")
  }
}

object OrdersReplay {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("shop.orders_replay")
      .writeStream
      .option("checkpointLocation", sys.env("CHK_ROOT") + "/orders")
      .toTable("shop.orders_replayed")
    spark.readStream.table("shop.refunds_replay")
      .writeStream
      .option("checkpointLocation", s"${System.getProperty("chk.root")}/refunds")
      .toTable("shop.refunds_replayed")
  }
}
