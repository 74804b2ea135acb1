// expect: SR301 line 17, SR102 line 29, SR102 line 39, SR102 line 40
// Each instance's values, however the class writes them: a val computed by a call (Paths.of), a
// var, an if over a constructor parameter; a method's own parameter named like a constructor
// parameter is the argument (no SR102 for the two runs given /chk/a and /chk/b). An object's
// apply called as `Locations("x")` is that apply, and an instance named twice (`val b = a`) is
// one instance.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object Paths { def of(table: String): String = s"/chk/v2/$table" }

class Copy(spark: SparkSession, table: String, once: Boolean) {
  private val chk = Paths.of(table)
  var target: String = s"silver.$table"
  private val trigger = if (once) Trigger.Once() else Trigger.AvailableNow()
  def run(): Unit =
    spark.readStream.table(s"bronze.$table").writeStream.trigger(trigger)
      .option("checkpointLocation", chk).toTable(target)
}

class Rerun(spark: SparkSession, chk: String) {
  def run(chk: String): Unit =
    spark.readStream.table("raw.events").writeStream.option("checkpointLocation", chk).toTable("silver.events")
}

object Locations { def apply(name: String): String = s"/chk/locations/$name" }

class Job(spark: SparkSession, chk: String) {
  def run(): Unit = spark.readStream.table("raw.jobs").writeStream.option("checkpointLocation", chk).toTable("silver.jobs")
}

object Main {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    new Copy(spark, "orders", false).run()
    new Copy(spark, "refunds", true).run()
    new Rerun(spark, "/chk/rerun").run("/chk/a")
    new Rerun(spark, "/chk/rerun").run("/chk/b")
    spark.readStream.table("raw.l").writeStream.option("checkpointLocation", Locations("l")).toTable("silver.l")
    spark.readStream.table("raw.m").writeStream.option("checkpointLocation", Locations("l")).toTable("silver.m")
    val first = new Job(spark, "/chk/jobs")
    val again = first
    first.run()
    again.run()
  }
}
