package geo.base

import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

// Each job object passes its layer to the constructor; main is inherited.
abstract class LayerJob(layer: String, zoom: Int = 12) {
  private val Root = "/Volumes/geo/ops/checkpoints"

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName(s"layer-$layer").getOrCreate()
    spark.readStream
      .table(s"geo.bronze_$layer")
      .writeStream
      .option("checkpointLocation", s"$Root/${layer}_z$zoom")
      .trigger(Trigger.AvailableNow())
      .toTable(s"geo.silver_$layer")
  }
}
