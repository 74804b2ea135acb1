// A stream or a trigger chosen by a match whose cases are one value each is one of the cases':
// the dropDuplicates keeps state whichever source is read, and the Once case gets SR301 (the fix
// edits that case).
// expect: SR204 line 17, SR301 line 20, SR301 line 28
// fix: SR301 -> case Some("backfill") => Trigger.AvailableNow()
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object ReplayJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val events = args.headOption match {
      case Some(table) => spark.readStream.table(table)
      case None        => spark.readStream.table("ops.events")
    }
    events
      .dropDuplicates("event_id")
      .writeStream
      .option("checkpointLocation", "/chk/ops/replay")
      .trigger(args.lastOption match {
        case Some("live") => Trigger.ProcessingTime("1 minute")
        case Some("backfill") => Trigger.Once()
        case _ => Trigger.AvailableNow()
      })
      .toTable("ops.events_dedup")
    // Cases on one line, apart with `;`.
    val audit = args.length match { case 0 => Trigger.Once(); case _ => Trigger.AvailableNow() }
    events.writeStream.trigger(audit).option("checkpointLocation", "/chk/ops/audit").toTable("ops.audit")
  }
}
