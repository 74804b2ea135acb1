// expect: SR301 line 13, SR102 line 21
// fix: SR301 -> Trigger.AvailableNow()
// A class's constructor parameters are each instance's own: two mirrors made with two checkpoints
// write two checkpoints (no SR102), a trigger given to one instance's constructor is that query's
// (SR301 at the trigger the method sets), and two instances given one path do share it. (A
// parameter with a default is the default for every instance that gives none: case 103.)
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

class Mirror(spark: SparkSession, table: String, checkpoint: String, trigger: Trigger) {
  def run(): Unit =
    spark.readStream.table(table).writeStream
      .trigger(trigger)
      .option("checkpointLocation", checkpoint)
      .toTable(table + "_mirror")
}

class Archive(path: String) {
  def start(spark: SparkSession, table: String): Unit =
    spark.readStream.table(table).writeStream
      .option("checkpointLocation", path)
      .toTable(table + "_archive")
}

object Mirrors {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    new Mirror(spark, "raw.a", "/chk/mirror/a", Trigger.AvailableNow()).run()
    val b = new Mirror(spark, "raw.b", checkpoint = "/chk/mirror/b", trigger = Trigger.Once())
    b.run()
    new Archive("/chk/archive/all").start(spark, "raw.c")
    new Archive("/chk/archive/all").start(spark, "raw.d")
  }
}
