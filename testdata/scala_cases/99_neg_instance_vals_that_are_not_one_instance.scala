// expect: none
// A val's constructor arguments are that instance's only where one val of an object or script
// holds one instance: a class's val is each of its instances' own, a var may be given another
// instance, and a constructor whose parameters have defaults or whose class passes them to its
// parent is not followed per instance. None of these queries share a checkpoint.
import org.apache.spark.sql.SparkSession

class Mirror(spark: SparkSession, table: String, checkpoint: String) {
  def run(): Unit = {
    spark.readStream.table(table).writeStream.option("checkpointLocation", checkpoint).toTable(table + "_mirror")
  }
}

class Defaulted(spark: SparkSession, table: String, checkpoint: String = "/chk/defaulted") {
  def run(): Unit = {
    spark.readStream.table(table).writeStream.option("checkpointLocation", checkpoint).toTable(table + "_copy")
  }
}

class Job(spark: SparkSession, chk: String) {
  val mirror = new Mirror(spark, "raw.orders", chk)
  def go(): Unit = mirror.run()
}

object Jobs {
  val spark = SparkSession.builder.getOrCreate()
  var current = new Mirror(spark, "raw.a", "/chk/vars/a")
  val first = new Defaulted(spark, "raw.b", "/chk/defaulted/b")
  val second = new Defaulted(spark, "raw.c", "/chk/defaulted/c")
  def main(args: Array[String]): Unit = {
    new Job(spark, "/chk/jobs/one").go()
    new Job(spark, "/chk/jobs/two").go()
    current.run()
    current = new Mirror(spark, "raw.d", "/chk/vars/d")
    current.run()
    first.run()
    second.run()
  }
}
