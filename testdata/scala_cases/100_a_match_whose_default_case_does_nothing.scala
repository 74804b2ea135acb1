// expect: SR201 line 15
// A match whose default case does nothing (`case _ =>`) keeps the stream as it was: for any mode
// but "C" the windowed count has no watermark, and Spark refuses to start it in append mode.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions._

object Ratings {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    var ratings = spark.readStream.table("raw.ratings")
    args(0) match {
      case "C" => ratings = ratings.withWatermark("ts", "1 day")
      case _ =>
    }
    ratings.groupBy(window(col("ts"), "30 days"), col("movie")).count()
      .writeStream.outputMode("append")
      .option("checkpointLocation", "/chk/ratings_by_mode")
      .toTable("gold.ratings_by_mode")
  }
}
