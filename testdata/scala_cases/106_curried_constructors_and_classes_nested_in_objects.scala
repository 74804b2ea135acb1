// expect: SR102 line 12, SR301 line 22, SR102 line 23
// A curried constructor's later lists are the instance's too: two jobs given two checkpoints in the
// second list write two (no SR102), two given one path share it. A class nested in an object and
// made with its qualified name (`new Sinks.Console(...)`) keeps its arguments: the trigger one sink
// is given is that query's (SR301 where the method sets it), and two sinks on one path share it.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

class CopyJob(table: String)(chk: String)(implicit spark: SparkSession) {
  def run(): Unit =
    spark.readStream.table(table)
      .writeStream.option("checkpointLocation", chk)
      .toTable(table + "_copy")
}

object Sinks {
  class Console(spark: SparkSession, name: String, chk: String, trigger: Trigger) {
    def start(): Unit =
      spark.readStream.table(name)
        .writeStream
        .format("console")
        .trigger(trigger)
        .option("checkpointLocation", chk)
        .start()
  }
}

object Jobs {
  def main(args: Array[String]): Unit = {
    implicit val spark: SparkSession = SparkSession.builder.getOrCreate()
    new CopyJob("orders")("/chk/copy/orders").run()
    new CopyJob("refunds")("/chk/copy/refunds").run()
    val a = new CopyJob("returns")("/chk/copy/shared")
    val b = new CopyJob("exchanges")("/chk/copy/shared")
    a.run()
    b.run()
    val once = new Sinks.Console(spark, "clicks", "/chk/console/views", Trigger.Once())
    val now = new Sinks.Console(spark, "views", "/chk/console/views", Trigger.AvailableNow())
    once.start()
    now.start()
  }
}
