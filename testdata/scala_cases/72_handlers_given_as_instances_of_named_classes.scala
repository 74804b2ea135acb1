// config: compute=serverless
// expect: SR401 line 11, SR403 line 18
// A foreachBatch handler written as a named class (Java's VoidFunction2 with its `call`) is its
// `call`, with the constructor's arguments: its append is not idempotent. A named ForeachWriter is
// its `process`, run for every row on the executors, where the driver's session does not exist.
import org.apache.spark.api.java.function.VoidFunction2
import org.apache.spark.sql.{Dataset, ForeachWriter, Row, SparkSession}

class AppendTo(table: String) extends VoidFunction2[Dataset[Row], java.lang.Long] {
  override def call(batch: Dataset[Row], batchId: java.lang.Long): Unit =
    batch.write.format("delta").mode("append").saveAsTable(table)
}

object Handlers {
  val spark = SparkSession.builder.getOrCreate()
  class Lookup(view: String) extends ForeachWriter[Row] {
    def open(partitionId: Long, epochId: Long): Boolean = true
    def process(row: Row): Unit = spark.sql(s"SELECT * FROM $view").collect()
    def close(error: Throwable): Unit = ()
  }

  def main(args: Array[String]): Unit = {
    spark.readStream.table("raw.orders").writeStream
      .option("checkpointLocation", "/chk/handlers/orders")
      .foreachBatch(new AppendTo("silver.orders"))
      .trigger(org.apache.spark.sql.streaming.Trigger.AvailableNow())
      .start()
    spark.readStream.table("raw.events").writeStream
      .option("checkpointLocation", "/chk/handlers/events")
      .foreach(new Lookup("ref.events"))
      .trigger(org.apache.spark.sql.streaming.Trigger.AvailableNow())
      .start()
  }
}
