// expect: SR301 line 14, SR301 line 18
// A trigger chosen by an else-if chain, or by an if nested in a branch's braces, is one of its
// sides too.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object ModesJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val mode = if (args.isEmpty) "" else args(0)
    val source = spark.readStream.table("ops.events")
    source.writeStream
      .option("checkpointLocation", "/chk/modes_a")
      .trigger(if (mode == "live") Trigger.ProcessingTime("1 minute") else if (mode == "once") Trigger.Once() else Trigger.AvailableNow())
      .toTable("ops.events_a")
    val trigger = if (mode.nonEmpty) { if (mode == "once") Trigger.Once() else Trigger.AvailableNow() } else Trigger.AvailableNow()
    source.writeStream.option("checkpointLocation", "/chk/modes_b")
      .trigger(trigger)
      .toTable("ops.events_b")
  }
}
