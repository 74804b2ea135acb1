// expect: SR204 line 12, SR204 line 15
// Streams mapped from a constant list and folded with reduce are one stream: `_ union _` and a
// lambda both union them, so a dropDuplicates on the result has no watermark (SR204). Streams
// given the watermark before the fold have it.
import org.apache.spark.sql.SparkSession

object FoldedStreams {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val regions = Seq("us", "eu", "apac")
    val orders = regions.map(r => spark.readStream.table(s"bronze.orders_$r")).reduce(_ union _)
    orders.dropDuplicates("order_id")
      .writeStream.option("checkpointLocation", "/chk/orders_all").toTable("silver.orders_all")
    val refunds = regions.map(r => spark.readStream.table(s"bronze.refunds_$r")).reduce((a, b) => a.unionByName(b))
    refunds.dropDuplicates("refund_id")
      .writeStream.option("checkpointLocation", "/chk/refunds_all").toTable("silver.refunds_all")
    val marked = regions.map(r => spark.readStream.table(s"bronze.orders_$r").withWatermark("ts", "1 hour"))
    marked.reduce(_ union _).dropDuplicates("order_id", "ts")
      .writeStream.option("checkpointLocation", "/chk/orders_marked").toTable("silver.orders_marked")
  }
}
