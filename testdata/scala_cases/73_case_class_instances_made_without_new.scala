// expect: SR301 line 14, SR102 line 22, SR102 line 29
// fix: SR301 -> Trigger.AvailableNow()
// A case class made without `new` (its apply) is an instance like one made with `new`: each
// instance's constructor arguments are its own. Two copies given two checkpoints write two (no
// SR102), a trigger given to one instance is that query's (SR301), and two instances given one
// path share it (SR102), whether the instance is used at once or named first. A method without a
// parameter list (`new Purge(...).run`, no parentheses) is called with the instance's arguments too.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

case class Copy(spark: SparkSession, table: String, checkpoint: String, trigger: Trigger) {
  def run(): Unit =
    spark.readStream.table(table).writeStream
      .trigger(trigger)
      .option("checkpointLocation", checkpoint)
      .toTable(table + "_copy")
}

case class Archive(path: String) {
  def start(spark: SparkSession, table: String): Unit =
    spark.readStream.table(table).writeStream
      .option("checkpointLocation", path)
      .toTable(table + "_archive")
}

class Purge(spark: SparkSession, checkpoint: String) {
  def run: Unit =
    spark.readStream.table("raw.deletes").writeStream
      .option("checkpointLocation", checkpoint)
      .toTable("silver.deletes")
}

object Copies {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    Copy(spark, "raw.a", "/chk/copy/a", Trigger.AvailableNow()).run()
    val b = Copy(spark, "raw.b", checkpoint = "/chk/copy/b", trigger = Trigger.Once())
    b.run()
    Archive("/chk/archive/all").start(spark, "raw.c")
    val d = Archive("/chk/archive/all")
    d.start(spark, "raw.d")
    new Purge(spark, "/chk/purge").run
    val again = new Purge(spark, "/chk/purge")
    again.run
    new Purge(spark, "/chk/purge/eu").run
  }
}
