import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions._

object ClicksJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    Sources.events(spark)
      .groupBy(window(col("ts"), "1 minute"))
      .count()
      .writeStream
      .option("checkpointLocation", "/chk/clicks_per_minute")
      .toTable("clicks_per_minute")
  }
}
