// Streams kept in pairs: `Seq(name -> stream)` and `streams.zipWithIndex`, each run by a function of
// the pair's parts (`{ case (name, df) => ... }`). The dropDuplicates runs on each stream: without a
// watermark on orders and clicks, and on refunds without its watermark column in the subset.
// expect: SR204 line 16, SR203 line 16, SR204 line 20
import org.apache.spark.sql.SparkSession

object FeedFanout {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val feeds = Seq(
      "orders" -> spark.readStream.table("shop.orders"),
      "refunds" -> spark.readStream.table("shop.refunds").withWatermark("ts", "1 hour"))
    val mirrors = Seq(spark.readStream.table("shop.clicks"))
    feeds.foreach { case (name, df) =>
      df
        .dropDuplicates("id")
        .writeStream.option("checkpointLocation", s"/chk/shop/$name").toTable(s"shop.${name}_dedup")
    }
    mirrors.zipWithIndex.foreach { case (df, i) =>
      df.dropDuplicates("click_id").writeStream.option("checkpointLocation", s"/chk/shop/m$i").toTable(s"shop.m$i")
    }
  }
}
