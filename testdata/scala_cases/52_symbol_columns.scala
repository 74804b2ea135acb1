// expect: SR203 line 15, SR203 line 21
// Scala's old symbol literals ('col) are columns, as $"col" and col("col") are: a window on
// 'viewed_at does not hold the watermark's ingested_at. Character literals and quotes inside
// strings stay what they are.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions._

object FunnelJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val separator = ','
    val note = "it's 'quoted"
    spark.readStream.table("web.views")
      .withWatermark("ingested_at", "10 minutes")
      .groupBy(window('viewed_at, "10 minutes"), 'funnel_step)
      .count()
      .writeStream.outputMode("update").format("console")
      .option("checkpointLocation", "/chk/funnel_update").start()
    spark.readStream.table("web.views")
      .withWatermark("viewed_at", "10 minutes")
      .groupBy(window('ingest_at, "5 minutes"))
      .count()
      .writeStream.outputMode("append").option("checkpointLocation", "/chk/funnel_append").toTable("web.funnel")
    spark.readStream.table("web.views")
      .withWatermark("viewed_at", "10 minutes")
      .groupBy(window('viewed_at, "5 minutes"), 'funnel_step)
      .count()
      .writeStream.outputMode("append").option("checkpointLocation", "/chk/funnel_ok").toTable("web.funnel_ok")
  }
}
