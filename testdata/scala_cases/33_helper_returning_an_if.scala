// expect: SR201 line 19, SR101 line 24
// A helper whose body is an if/else over two stream reads returns a stream either way: the
// aggregation on it needs a watermark, the copy a checkpoint. A helper that starts one of two
// queries on the branches of an if starts only one: they share no checkpoint.
import org.apache.spark.sql.{DataFrame, SparkSession}

object Orders {
  def source(spark: SparkSession, replay: Boolean): DataFrame =
    if (replay) spark.readStream.table("shop.orders_replay")
    else { spark.readStream.table("shop.orders") }

  def publish(df: DataFrame, fast: Boolean) =
    if (fast) df.writeStream.option("checkpointLocation", "/chk/orders").toTable("shop.fast")
    else df.writeStream.option("checkpointLocation", "/chk/orders").toTable("shop.slow")

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    source(spark, args.contains("--replay"))
      .groupBy("customer_id")
      .count()
      .writeStream
      .option("checkpointLocation", "/chk/per_customer")
      .toTable("shop.orders_per_customer")
    source(spark, false).writeStream.toTable("shop.orders_copy")
    publish(source(spark, true), args.isEmpty)
  }
}
