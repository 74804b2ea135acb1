// expect: SR102 line 11
// A case class's copy keeps every field it is not given: the returns query writes to the orders
// checkpoint; the users copy, by name, and the events copy, by position, get their own.
import org.apache.spark.sql.SparkSession

case class JobConf(table: String, checkpoint: String = "/chk/default")

object Jobs {
  def run(spark: SparkSession, c: JobConf): Unit = {
    spark.readStream.table(c.table).writeStream
      .option("checkpointLocation", c.checkpoint)
      .toTable(c.table + "_out")
  }

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val base = JobConf("orders", "/chk/orders")
    run(spark, base)
    run(spark, base.copy(table = "returns"))
    run(spark, base.copy(table = "users", checkpoint = "/chk/users"))
    run(spark, base.copy("events", "/chk/events"))
  }
}
