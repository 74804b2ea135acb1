// Typed Dataset, groupByKey and a curried mapGroupsWithState with no watermark upstream; a
// dropDuplicates(Seq(...)) with none either.
// expect: SR204 line 29, SR501 line 29
// expect: SR204 line 37
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.{GroupState, GroupStateTimeout, OutputMode, Trigger}

case class PageView(userId: String, page: String, viewedAt: java.sql.Timestamp)
case class VisitCount(userId: String, views: Long)

object VisitCounter {
  def countVisits(userId: String, views: Iterator[PageView], state: GroupState[Long]): VisitCount = {
    val total = state.getOption.getOrElse(0L) + views.size
    state.update(total)
    VisitCount(userId, total)
  }

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName("visit-counter").getOrCreate()
    import spark.implicits._

    val views = spark.readStream
      .format("delta")
      .table("web.page_views")
      .as[PageView]

    val counts = views
      .groupByKey(_.userId)
      .mapGroupsWithState(GroupStateTimeout.NoTimeout)(countVisits _)

    counts.writeStream
      .outputMode(OutputMode.Update())
      .option("checkpointLocation", "/Volumes/web/ops/checkpoints/visit_counts")
      .trigger(Trigger.ProcessingTime("1 minute"))
      .start()

    views.dropDuplicates(Seq("userId", "page"))
      .writeStream
      .option("checkpointLocation", "/Volumes/web/ops/checkpoints/first_views")
      .toTable("web.first_views")

    spark.streams.awaitAnyTermination()
  }
}
