// expect: SR101 line 18, SR204 line 20
// `_.toTable("t")` as an argument is a function of one parameter (Scala's placeholder syntax), as
// `w => w.toTable("t")` is: the helper that applies it to a writer starts the query it ends, and a
// `transform(_.dropDuplicates(...))` is the stream's own step.
import org.apache.spark.sql.{DataFrame, Row}
import org.apache.spark.sql.streaming.{DataStreamWriter, StreamingQuery}

object Placeholders {
  def withWriter(df: DataFrame, finish: DataStreamWriter[Row] => StreamingQuery): StreamingQuery =
    finish(df.writeStream)

  def main(args: Array[String]): Unit = {
    val orders = spark.readStream.table("raw.orders")
    withWriter(orders, w => w.option("checkpointLocation", "/chk/orders").toTable("bronze.orders"))
    withWriter(orders, _.option("checkpointLocation", "/chk/orders_copy").toTable("bronze.orders_copy"))
    withWriter(
      spark.readStream.table("raw.refunds"),
      _.toTable("bronze.refunds"))
    spark.readStream.table("raw.clicks")
      .transform(_.dropDuplicates("click_id"))
      .writeStream.option("checkpointLocation", "/chk/clicks").toTable("bronze.clicks")
  }
}
