package acme

import org.apache.spark.sql.SparkSession

object Main {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.appName("temperatures").getOrCreate()
    spark.conf.set("spark.sql.streaming.checkpointLocation", "/chk/temperatures")
    val readings = spark.readStream.format("rate").load()
    KafkaSinks.publish(readings, "temperatures")
  }
}
