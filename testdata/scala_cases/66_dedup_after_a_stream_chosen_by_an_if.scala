// expect: SR204 line 12, SR201 line 14
// The stream is one of two sources, each projected its own way and neither watermarked: the
// dropDuplicates and the aggregation after it keep state no watermark bounds.
import org.apache.spark.sql.SparkSession
object Events {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val src = if (args(0) == "kafka")
      spark.readStream.format("kafka").option("subscribe", "events").load().selectExpr("CAST(value AS STRING) AS json")
    else
      spark.readStream.table("raw.events").select("json")
    src.dropDuplicates("json")
      .writeStream.option("checkpointLocation", "/chk/events_dedup").toTable("silver.events")
    src.groupBy("json").count()
      .writeStream.option("checkpointLocation", "/chk/events_cnt").toTable("silver.event_counts")
  }
}
