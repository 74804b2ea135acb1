import org.apache.spark.sql.{DataFrame, SparkSession}

object Sources {
  def events(spark: SparkSession): DataFrame =
    spark.readStream.table("click_events").withWatermark("ts", "1 minute")
}
