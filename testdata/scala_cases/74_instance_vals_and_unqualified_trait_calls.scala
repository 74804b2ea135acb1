// expect: SR102 line 19, SR102 line 45
// A class's val that reads a constructor parameter, or a trait's val that reads an abstract member,
// is each instance's own: copies made for two tables write two checkpoints (no SR102), two made for
// one table share it (SR102). A trait's method called without `this.` inside an object that
// extends the trait reads that object's members, as `this.run(...)` does: the two ingests give two
// names, the two exports one.
import org.apache.spark.sql.SparkSession

class CopyJob(table: String) {
  private val checkpoint = s"/chk/copy_$table"
  def start(spark: SparkSession): Unit =
    spark.readStream.table(s"bronze.$table").writeStream.option("checkpointLocation", checkpoint)
      .toTable(s"silver.$table")
}

class ArchiveJob(table: String) {
  private val checkpoint = s"/chk/archive_$table"
  def start(spark: SparkSession): Unit =
    spark.readStream.table(s"bronze.$table").writeStream.option("checkpointLocation", checkpoint)
      .toTable(s"archive.$table")
}

trait Ingest {
  def name: String
  val checkpoint = s"/chk/ingest/$name"
  def run(spark: SparkSession): Unit = write(spark)
  def write(spark: SparkSession): Unit =
    spark.readStream.table(s"bronze.$name")
      .writeStream
      .option("checkpointLocation", checkpoint)
      .toTable(s"silver.$name")
}
object IngestA extends Ingest { val name = "a"; def go(): Unit = run(SparkSession.builder.getOrCreate()) }
object IngestB extends Ingest { val name = "b"; def go(): Unit = run(SparkSession.builder.getOrCreate()) }

trait Export {
  def name: String
  val target = s"export.$name"
  val checkpoint = s"/chk/export/$name"
  def main(args: Array[String]): Unit = run(SparkSession.builder.getOrCreate())
  def run(spark: SparkSession): Unit = write(spark)
  def write(spark: SparkSession): Unit =
    spark.readStream.table(s"silver.$name")
      .writeStream
      .option("checkpointLocation", checkpoint)
      .toTable(target)
}
object ExportA extends Export { val name = "a"; def go(): Unit = run(SparkSession.builder.getOrCreate()) }
object ExportC extends Export { val name = "a"; def go(): Unit = run(SparkSession.builder.getOrCreate()) }

object Copies {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    new CopyJob("orders").start(spark)
    new CopyJob("payments").start(spark)
    new ArchiveJob("refunds").start(spark)
    new ArchiveJob("refunds").start(spark)
    IngestA.go()
    IngestB.go()
    ExportA.go()
    ExportC.go()
  }
}
