package com.acme
import org.apache.spark.sql.{DataFrame, SparkSession}
object Sources {
  def clicks(implicit spark: SparkSession): DataFrame =
    spark.readStream.format("delta").load("/Volumes/web/bronze/clicks")
}
