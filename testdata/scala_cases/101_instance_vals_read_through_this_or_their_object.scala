// expect: SR102 line 12
// A method called on an object's instance val is the instance's also when the val is read through
// `this` or through its object (`Imports.mirror`): every job below runs a mirror built with one
// checkpoint, so they share it (jobs of one file run in any order, maybe at once). The archives,
// read the same ways, are each given a checkpoint of their own.
import org.apache.spark.sql.SparkSession

class Mirror(spark: SparkSession, table: String, checkpoint: String) {
  def run(): Unit = {
    spark.readStream.table(table)
      .writeStream
      .option("checkpointLocation", checkpoint)
      .toTable(table + "_mirror")
  }
}

class Archive(spark: SparkSession, table: String, checkpoint: String) {
  def run(): Unit =
    spark.readStream.table(table).writeStream
      .option("checkpointLocation", checkpoint)
      .toTable(table + "_archive")
}

object Exports {
  val spark = SparkSession.builder.getOrCreate()
  val mirror = new Mirror(spark, "raw.exports", "/chk/mirror_shared")
  val archive = new Archive(spark, "raw.exports", "/chk/archive/exports")
  def main(args: Array[String]): Unit = {
    this.mirror.run()
    this.archive.run()
  }
}

object Imports {
  val spark = SparkSession.builder.getOrCreate()
  val mirror = new Mirror(spark, "raw.imports", "/chk/mirror_shared")
  val archive = new Archive(spark, "raw.imports", "/chk/archive/imports")
  def main(args: Array[String]): Unit = {
    Imports.mirror.run()
    Imports.archive.run()
  }
}
