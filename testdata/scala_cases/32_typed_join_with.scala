// expect: SR206 line 16, SR501 line 16, SR501 line 20
// Dataset.joinWith is a stream-stream join: the left outer one lacks the watermarks and range its
// type needs; the inner one on watermarked sides with a range is only large state.
case class Imp(adId: String, impTime: java.sql.Timestamp)
case class Clk(adId: String, clickTime: java.sql.Timestamp)

object JoinWith {
  def main(args: Array[String]): Unit = {
    import spark.implicits._
    val imps = spark.readStream.table("ads.impressions").as[Imp]
    val clicks = spark.readStream.table("ads.clicks").as[Clk]
    val marked = spark.readStream.table("ads.impressions").withWatermark("impTime", "1 hour").as[Imp]
    val markedClicks = spark.readStream.table("ads.clicks").withWatermark("clickTime", "2 hours").as[Clk]
    val cond = expr("adId = clickAdId AND clickTime BETWEEN impTime AND impTime + INTERVAL 1 HOUR")

    imps.joinWith(clicks, imps("adId") === clicks("adId"), "left_outer")
      .writeStream
      .option("checkpointLocation", "/chk/joinwith")
      .toTable("ads.joinwith")
    marked.joinWith(markedClicks, cond)
      .writeStream
      .option("checkpointLocation", "/chk/joinwith_inner")
      .toTable("ads.joinwith_inner")
  }
}
