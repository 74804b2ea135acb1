// expect: SR501 line 17, SR102 line 18, SR102 line 19
// A line that ends with an operator continues on the next: the path is "/chk/orders" in both
// queries, and the join condition holds both the key and the time range (no SR206).
import org.apache.spark.sql.functions._

object Attribution {
  val Root = "/chk"

  def main(args: Array[String]): Unit = {
    val imps = spark.readStream.table("ads.impressions").withWatermark("impTime", "1 hour")
    val clicks = spark.readStream.table("ads.clicks").withWatermark("clickTime", "2 hours")
    val path = Root +
      "/" +
      "orders"
    val joinCond = col("clickAdId") === col("impAdId") &&
      col("clickTime").between(col("impTime"), col("impTime") + expr("INTERVAL 1 HOUR"))
    val joined = imps.join(clicks, joinCond, "leftOuter")
    spark.readStream.table("x").writeStream.option("checkpointLocation", path).toTable("t1")
    spark.readStream.table("y").writeStream.option("checkpointLocation", Root + "/orders").toTable("t2")
    joined.writeStream.option("checkpointLocation", "/chk/attribution").toTable("ads.attribution")
  }
}
