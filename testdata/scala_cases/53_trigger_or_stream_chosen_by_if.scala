// expect: SR301 line 17, SR302 line 24, SR204 line 27
// A trigger chosen by an if is one of its sides: each is a trigger the query may run with. A
// stream or None (Some(stream) or None) is the stream: foreach runs on it where it is there.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object CatchUpJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val catchUp = args.contains("--catch-up")
    val lowLatency = args.contains("--low-latency")
    val enabled = args.contains("--dedup")

    spark.readStream.table("ops.events")
      .writeStream
      .option("checkpointLocation", "/chk/catch_up")
      .trigger(if (catchUp) Trigger.Once() else Trigger.ProcessingTime("5 minutes"))
      .toTable("ops.events_copy")

    val mode =
      if (lowLatency) Trigger.Continuous("1 second")
      else Trigger.AvailableNow()
    spark.readStream.format("kafka").option("kafka.bootstrap.servers", "b:9092").option("subscribe", "t").load()
      .writeStream.format("console").option("checkpointLocation", "/chk/fast").trigger(mode).start()

    val deduped =
      if (enabled) Some(spark.readStream.table("ops.exposures").dropDuplicates("user_id", "experiment_id"))
      else None
    deduped.foreach { df =>
      df.writeStream.option("checkpointLocation", "/chk/exposures").toTable("ops.exposures_dedup")
    }
  }
}
