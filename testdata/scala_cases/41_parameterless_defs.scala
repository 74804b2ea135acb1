// expect: SR201 line 13, SR102 line 13, SR204 line 14, SR102 line 14
// A def without a parameter list (`def orders: DataFrame = ...`), of the object or inherited, is
// called where it is named: its stream and its path are followed.
import org.apache.spark.sql.{DataFrame, SparkSession}
trait Sources {
  val spark = SparkSession.builder.getOrCreate()
  def orders: DataFrame = spark.readStream.table("orders")
}
object J extends Sources {
  def items: DataFrame = spark.readStream.table("items")
  def root: String = "/chk/shared"
  def main(a: Array[String]): Unit = {
    orders.groupBy("k").count().writeStream.option("checkpointLocation", root).toTable("a")
    items.dropDuplicates("id").writeStream.option("checkpointLocation", J.root).toTable("b")
  }
}
