// expect: SR205 line 18, SR201 line 25
// config: dbr=15.4
// A def whose only parameter lists are implicit (`(implicit spark: SparkSession)`, Scala 3's
// `(using ...)`) is called where it is named: the compiler gives the caller's implicit session.
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.streaming.Trigger

object ClickDedup {
  def clicks(implicit spark: SparkSession): DataFrame =
    spark.readStream.format("delta").load("/Volumes/web/bronze/clicks")

  def views(using spark: SparkSession): DataFrame =
    spark.readStream.format("delta").load("/Volumes/web/bronze/views")

  def main(args: Array[String]): Unit = {
    implicit val spark: SparkSession = SparkSession.builder().getOrCreate()
    clicks
      .dropDuplicatesWithinWatermark(Seq("click_id"))
      .writeStream
      .format("delta")
      .option("checkpointLocation", "/Volumes/web/ops/chk/clicks_dedup")
      .trigger(Trigger.AvailableNow())
      .start("/Volumes/web/silver/clicks")
    views
      .groupBy("page")
      .count()
      .writeStream
      .format("delta")
      .outputMode("append")
      .option("checkpointLocation", "/Volumes/web/ops/chk/view_counts")
      .trigger(Trigger.AvailableNow())
      .start("/Volumes/web/gold/view_counts")
  }
}
