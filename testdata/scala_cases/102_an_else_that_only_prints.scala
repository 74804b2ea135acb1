// expect: SR201 line 16
// An else that only prints keeps the stream as it was: without an argument the windowed count has
// no watermark, and Spark refuses to start it in append mode.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions._

object Clicks {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    var clicks = spark.readStream.table("raw.clicks")
    if (args.nonEmpty) {
      clicks = clicks.withWatermark("ts", args(0))
    } else {
      println("no watermark: late data is kept")
    }
    clicks.groupBy(window(col("ts"), "1 hour"), col("page")).count()
      .writeStream.outputMode("append")
      .option("checkpointLocation", "/chk/clicks_per_page_scala")
      .toTable("gold.clicks_per_page")
  }
}
