// expect: SR102 line 23
// `this.chk` in a method is the instance's constructor argument, as `chk` is: two mirrors given two
// checkpoints write two (no SR102). Where the method's own parameter has the name, `this.chk` is
// still the constructor's, which that method does not take: unknown, so nothing is said of it.
// Two archives given one path do share it.
import org.apache.spark.sql.SparkSession

class Mirror(spark: SparkSession, table: String, val chk: String) {
  def run(): Unit =
    spark.readStream.table(table).writeStream
      .option("checkpointLocation", this.chk)
      .toTable(table + "_mirror")

  def rerun(chk: String): Unit =
    spark.readStream.table(table).writeStream
      .option("checkpointLocation", this.chk + "/rerun")
      .toTable(table + "_rerun")
}

class Archive(spark: SparkSession, table: String, chk: String) {
  def run(): Unit =
    spark.readStream.table(table).writeStream
      .option("checkpointLocation", this.chk)
      .toTable(table + "_archive")
}

object Jobs {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val a = new Mirror(spark, "raw.a", "/chk/this_mirror_a")
    val b = new Mirror(spark, "raw.b", "/chk/this_mirror_b")
    a.run()
    b.run()
    a.rerun("/chk/ignored")
    b.rerun("/chk/ignored")
    new Archive(spark, "raw.c", "/chk/this_archive").run()
    new Archive(spark, "raw.d", "/chk/this_archive").run()
  }
}
