package com.acme
import org.apache.spark.sql.SparkSession
object Job {
  def main(args: Array[String]): Unit = {
    implicit val spark: SparkSession = SparkSession.builder().getOrCreate()
    Sources.clicks.groupBy("user").count()
      .writeStream.outputMode("append").format("delta")
      .option("checkpointLocation", "/chk/a").start("/out")
  }
}
