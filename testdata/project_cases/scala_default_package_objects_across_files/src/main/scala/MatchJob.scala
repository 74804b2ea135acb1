import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions._

object MatchJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val rides = KafkaSources.subscribe(spark, "rides").selectExpr("CAST(key AS STRING) AS ride_zone")
    val drivers = KafkaSources.subscribe(spark, "drivers").selectExpr("CAST(key AS STRING) AS driver_zone")
    rides
      .join(drivers, expr("ride_zone = driver_zone"))
      .writeStream
      .format("delta")
      .option("checkpointLocation", "/chk/matches")
      .start("/delta/matches")
  }
}
