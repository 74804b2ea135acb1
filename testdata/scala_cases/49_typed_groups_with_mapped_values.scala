// expect: SR201 line 13
// KeyValueGroupedDataset.mapValues keeps the groups: reduceGroups after it is the streaming
// aggregation, in append mode without a watermark.
import org.apache.spark.sql.SparkSession

case class Sale(store: String, amount: Double)

object StoreTotals {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    import spark.implicits._
    spark.readStream.table("shop.sales").as[Sale]
      .groupByKey(_.store)
      .mapValues(_.amount)
      .reduceGroups(_ + _)
      .writeStream
      .option("checkpointLocation", "/chk/store_totals")
      .toTable("shop.store_totals")
  }
}
