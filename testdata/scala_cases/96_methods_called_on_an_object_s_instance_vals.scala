// config: compute=classic
// expect: SR401 line 14, SR102 line 23
// An instance an object keeps in a val (`val sink = new JdbcSink(...)`, `extends App` or beside
// `def main`) is the class's: `sink.write` passed to foreachBatch is the class's method, and the
// constructor arguments each val was given are that instance's own, so two mirrors built with one
// checkpoint share it while the third has its own.
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.streaming.Trigger

class JdbcSink(url: String, table: String) {
  def write(batch: DataFrame, batchId: Long): Unit = {
    batch.write.format("jdbc")
      .option("url", url).option("dbtable", table)
      .mode("append").save()
  }
}

class Mirror(spark: SparkSession, table: String, checkpoint: String) {
  def run(): Unit = {
    spark.readStream.table(table)
      .writeStream
      .trigger(Trigger.AvailableNow())
      .option("checkpointLocation", checkpoint)
      .toTable(table + "_mirror")
  }
}

object RateToJdbc extends App {
  val sink = new JdbcSink("jdbc:postgresql://db:5432/app", "ticks")
  val spark = SparkSession.builder.getOrCreate()
  spark.readStream.format("rate").load()
    .writeStream
    .foreachBatch(sink.write _)
    .option("checkpointLocation", "/chk/object_rate_to_jdbc")
    .start()
}

object Mirrors {
  val spark = SparkSession.builder.getOrCreate()
  val orders = new Mirror(spark, "raw.orders", "/chk/object_mirrors")
  val refunds = new Mirror(spark, "raw.refunds", "/chk/object_mirrors")
  val customers = new Mirror(spark, table = "raw.customers", checkpoint = "/chk/object_mirrors_customers")
  def main(args: Array[String]): Unit = {
    orders.run()
    refunds.run()
    customers.run()
  }
}
