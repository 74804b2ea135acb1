// expect: SR102 line 12, SR102 line 13
// A Seq's item read by index (Seq.apply) is the item: two queries given tables(1)'s path share it.
import org.apache.spark.sql.SparkSession

object ByIndex {
  val Checkpoints = Seq("/chk/orders", "/chk/payments", "/chk/refunds")

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.table("shop.orders").writeStream.option("checkpointLocation", Checkpoints(0)).toTable("o")
    spark.readStream.table("shop.refunds").writeStream.option("checkpointLocation", Checkpoints(2)).toTable("r")
    spark.readStream.table("shop.payments").writeStream.option("checkpointLocation", Checkpoints(1)).toTable("p")
    spark.readStream.table("shop.payouts").writeStream.option("checkpointLocation", Checkpoints(1)).toTable("q")
  }
}
