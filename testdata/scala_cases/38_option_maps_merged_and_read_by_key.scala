// expect: SR603 line 8, SR102 line 12, SR102 line 13
// Option maps merged with ++ and +, and checkpoints read from a Map by key (Map.apply).
import org.apache.spark.sql.SparkSession

object Feeds {
  val Checkpoints = Map("orders" -> "/Volumes/m/ops/chk/orders", "returns" -> "/Volumes/m/ops/chk/orders")
  val common = Map("kafka.bootstrap.servers" -> "kafka:9092")
  val consumer = common ++ Map("group.id" -> "analytics") + ("subscribe" -> "clicks")

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.format("kafka").options(consumer).load().writeStream.option("checkpointLocation", Checkpoints("orders")).toTable("o")
    spark.readStream.table("r").writeStream.option("checkpointLocation", Checkpoints("returns")).toTable("r")
  }
}
