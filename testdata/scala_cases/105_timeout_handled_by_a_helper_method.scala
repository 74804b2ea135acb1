// expect: none
// config: dbr=17.3
// The state function hands the timed-out key to a method of its object, which removes it, and sets
// the duration itself: a processing-time timeout evicts idle keys without a watermark (no SR204).
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.{GroupState, GroupStateTimeout, OutputMode}

case class Event(user: String, ts: java.sql.Timestamp)

object Sessions {
  def expire(state: GroupState[Long]): Boolean =
    if (state.hasTimedOut) { state.remove(); true } else false

  def track(user: String, events: Iterator[Event], state: GroupState[Long]): Iterator[Long] = {
    if (expire(state)) return Iterator.empty
    state.update(state.getOption.getOrElse(0L) + events.size)
    state.setTimeoutDuration("30 minutes")
    Iterator(state.get)
  }

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    import spark.implicits._
    spark.readStream.table("events").as[Event]
      .groupByKey(_.user)
      .flatMapGroupsWithState(OutputMode.Update, GroupStateTimeout.ProcessingTimeTimeout)(track)
      .writeStream.outputMode("update").format("console")
      .option("checkpointLocation", "/chk/sessions_expired_by_a_helper").start()
  }
}
