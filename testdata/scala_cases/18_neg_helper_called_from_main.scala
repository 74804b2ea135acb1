// expect: none
// The query starts in a helper that main calls: one query, one checkpoint (main itself is called
// by nobody in the file, so both are analysed as entry points; the helper's run is its call's).
import org.apache.spark.sql.streaming.Trigger

object EventsJob {
  private val Checkpoint = "/mnt/chk/events"

  def run(): Unit =
    spark.readStream.table("bronze.events").writeStream
      .option("checkpointLocation", Checkpoint)
      .trigger(Trigger.AvailableNow())
      .toTable("silver.events")

  def main(args: Array[String]): Unit = {
    run()
  }
}
