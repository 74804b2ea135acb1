// Warranty claims: landing files to bronze, hourly (a Scala job for the editor demos and tests).
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions._
import org.apache.spark.sql.streaming.Trigger

object BronzeClaims {
  private val OpsRoot = "/Volumes/warranty/ops"

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName("bronze-claims").getOrCreate()

    val claims = spark.readStream
      .format("cloudFiles")
      .option("cloudFiles.format", "json")
      .option("cloudFiles.schemaLocation", s"$OpsRoot/schemas/claims")
      .load("/Volumes/warranty/landing/claims/")
      .withColumn("ingested_at", current_timestamp())

    claims.writeStream
      .queryName("warranty_claims_bronze")
      .option("checkpointLocation", s"$OpsRoot/checkpoints/bronze_claims")
      .trigger(Trigger.Once())
      .toTable("warranty.bronze_claims")
      .awaitTermination()
  }
}
