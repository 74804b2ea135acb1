// expect: SR301 line 14, SR102 line 15
// A constructor parameter with a default is each instance's own when the instance gives it: two
// mirrors given two checkpoints write two (no SR102), and the trigger one of them is given replaces
// the default (SR301 where the method sets it). Two instances that give no checkpoint both read
// the default: one path for both (SR102).
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

case class Mirror(spark: SparkSession, table: String, chk: String = "/chk/mirror_default",
                  trigger: Trigger = Trigger.AvailableNow()) {
  def run(): Unit =
    spark.readStream.table(table)
      .writeStream
      .trigger(trigger)
      .option("checkpointLocation", chk)
      .toTable(table + "_mirror")
}

object Mirrors {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    Mirror(spark, "raw.a", "/chk/mirror_a").run()
    Mirror(spark, table = "raw.b", chk = "/chk/mirror_b", trigger = Trigger.Once()).run()
    new Mirror(spark, "raw.c").run()
    new Mirror(spark, "raw.d").run()
  }
}
