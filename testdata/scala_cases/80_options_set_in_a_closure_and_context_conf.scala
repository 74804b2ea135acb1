// expect: SR103 line 32
// A writer var reassigned inside `checkpointDirectory.foreach { dir => ... }` (an Option: zero or
// one time, as an `if` would) may have its checkpoint: unknown, silent. A session checkpoint
// location set on the SparkConf of `new SparkContext(conf)` is the session's for named queries.
// A foreach that assigns another var leaves the writer as it was: only the session's checkpoint,
// and no queryName (SR103 at line 32).
import org.apache.spark.{SparkConf, SparkContext}
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object Bench {
  def main(args: Array[String]): Unit = {
    val conf = new SparkConf().setAppName("bench").set("spark.sql.streaming.checkpointLocation", "/chk/bench")
    val sc = new SparkContext(conf)
    val spark = SparkSession.builder().getOrCreate()
    val checkpointDirectory: Option[String] = args.headOption

    var writer = spark.readStream.format("rate").load().writeStream.format("delta")
      .trigger(Trigger.ProcessingTime("5 seconds"))
    checkpointDirectory.foreach { dir =>
      writer = writer.option("checkpointLocation", dir)
    }
    writer.start("/tmp/bench/out")

    spark.readStream.table("events").writeStream.queryName("events_copy").toTable("events_copy")

    var started = 0
    val other = spark.readStream.table("clicks").writeStream.format("delta")
    Seq("clicks").foreach { table =>
      started = started + 1
    }
    other.toTable("clicks_copy")
  }
}
