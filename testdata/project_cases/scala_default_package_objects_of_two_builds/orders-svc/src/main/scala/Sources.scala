import org.apache.spark.sql.{DataFrame, SparkSession}

object Sources {
  def events(spark: SparkSession): DataFrame = spark.readStream.table("orders_events")
}
