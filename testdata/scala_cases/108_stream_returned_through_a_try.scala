// expect: SR301 line 19, SR301 line 28
// A reader helper that wraps the read in a Try returns the stream of its success, whether as
// `Try(...).toOption` or as a match over Success and Failure (retrying, then None): the caller's
// `case Some(df) =>` writes that stream, and its queries are checked as the stream's: SR301 on each
// trigger, and no SR201 on the windowed count in append mode, whose watermark the helper's Success
// case sets.
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.functions.{col, window}
import org.apache.spark.sql.streaming.Trigger
import scala.util.{Failure, Success, Try}

object Consumer {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    connect(spark) match {
      case Some(orders) =>
        val parsed = orders.selectExpr("CAST(value AS STRING) AS json")
        parsed.writeStream
          .trigger(Trigger.Once())
          .option("checkpointLocation", "/chk/consumer/orders")
          .toTable("bronze.orders")
      case None => println("no orders topic")
    }
    retrying(spark, 1) match {
      case Some(reviews) =>
        val counted = reviews.groupBy(window(col("timestamp"), "10 minutes")).count()
        counted.writeStream.outputMode("append")
          .trigger(Trigger.Once())
          .option("checkpointLocation", "/chk/consumer/reviews")
          .toTable("silver.review_counts")
      case None => println("no reviews topic")
    }
  }

  private def connect(spark: SparkSession): Option[DataFrame] =
    Try(spark.readStream.format("kafka").option("subscribe", "orders").load()).toOption

  private def retrying(spark: SparkSession, attempt: Int): Option[DataFrame] = {
    println(s"attempt $attempt")
    Try {
      spark.readStream.format("kafka").option("subscribe", "reviews").load()
    } match {
      case Success(df) =>
        println("connected")
        Some(df.withWatermark("timestamp", "10 minutes"))
      case Failure(e) if attempt < 5 =>
        Thread.sleep(1000)
        retrying(spark, attempt + 1)
      case Failure(e) =>
        None
    }
  }
}
