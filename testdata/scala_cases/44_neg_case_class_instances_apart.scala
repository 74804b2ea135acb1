// A case class per query, each with its own checkpoint; a plain class's `val` parameter is a
// field too, and a `Map.getOrElse` default is read only when the key is missing.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

case class Stream(source: String, sink: String, checkpoint: String)

class Paths(val root: String, env: String) {
  def describe: String = s"$root ($env)"
}

object Job {
  val overrides = Map("payments" -> "/chk/payments_v2")

  def run(spark: SparkSession, s: Stream): Unit =
    spark.readStream.table(s.source)
      .writeStream
      .option("checkpointLocation", overrides.getOrElse(s.source, s.checkpoint))
      .trigger(Trigger.AvailableNow())
      .toTable(s.sink)

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val paths = new Paths("/chk", "prod")
    run(spark, Stream("orders", "orders_silver", s"${paths.root}/orders"))
    run(spark, Stream("payments", "payments_silver", s"${paths.root}/orders"))
    run(spark, Stream("refunds", "refunds_silver", s"${paths.root}/refunds"))
  }
}
