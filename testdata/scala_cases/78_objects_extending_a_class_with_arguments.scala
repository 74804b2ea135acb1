// expect: SR102 line 12, SR102 line 22
// An object or class that extends a class of the file with constructor arguments
// (`object Orders extends Job("orders")`) gives the parent's methods those arguments, as
// `new Job("orders")` would. Orders and Refunds both name "orders": one checkpoint (SR102 where the
// option is written, once for the two queries); Payments' own is silent. The named arguments of
// MirrorB and the positional ones of MirrorA give one path (SR102 at line 22).
import org.apache.spark.sql.{DataFrame, SparkSession}

abstract class Job(name: String) {
  val checkpoint = s"/chk/jobs/$name"
  def run(spark: SparkSession): Unit =
    spark.readStream.table(s"raw.$name").writeStream.option("checkpointLocation", checkpoint)
      .toTable(s"silver.$name")
}

object Orders extends Job("orders")
object Refunds extends Job("orders")
object Payments extends Job("payments")

class Mirror(table: String, chk: String) {
  def copy(spark: SparkSession): Unit =
    spark.readStream.table(table).writeStream.option("checkpointLocation", chk).toTable(table + "_copy")
}

class MirrorA extends Mirror("a", "/chk/mirror")
class MirrorB extends Mirror(chk = "/chk/mirror", table = "b")

object Main {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    Orders.run(spark)
    Refunds.run(spark)
    Payments.run(spark)
    new MirrorA().copy(spark)
    new MirrorB().copy(spark)
  }
}
