package acme.common

import org.apache.spark.sql.{DataFrame, SparkSession}

// Every bronze -> silver job gives its source, target and name; main is inherited.
trait BronzeToSilver {
  def name: String
  def source: String
  def target: String = s"silver.$name"
  def root: String = "/Volumes/acme/ops/checkpoints"

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName(name).getOrCreate()
    spark.readStream
      .table(source)
      .writeStream
      .option("checkpointLocation", s"$root/$name")
      .toTable(target)
  }
}
