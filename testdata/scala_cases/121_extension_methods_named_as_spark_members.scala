// expect: SR101 line 21, SR301 line 21
// A member wins over an extension method: an implicit class of String with `start`, `option` and
// `filter` never replaces a DataStreamWriter's or a DataFrame's own methods, so the queries keep
// their options, and the one without a checkpoint is still reported.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object Text {
  implicit class RichStr(s: String) {
    def start(): String = s + "!"
    def option(k: String, v: String): String = s"$s $k=$v"
    def filter(f: Char => Boolean): String = s
  }
}

object Job {
  import Text._
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val events = spark.readStream.table("ops.events")
    events.writeStream.format("delta").trigger(Trigger.Once()).start("/Volumes/ops/events_copy")
    events.filter("level = 'ERROR'").writeStream
      .option("checkpointLocation", "/Volumes/ops/chk/errors")
      .trigger(Trigger.AvailableNow())
      .start()
    println("done".start())
  }
}
