// expect: SR301 line 16, SR102 line 24, SR102 line 32
// Scala 2's lambda of one typed parameter with its body on the next lines (`{ topic: String =>`)
// is a lambda, as `(topic: String) =>` is: each topic's query is checked (SR301 on the trigger) and
// reads its own checkpoint (no SR102 between the topics), and a checkpoint its body shares with
// another call site is SR102 on both. A parameter of a generic type (`batch: Seq[String] =>`) does
// not parse as a lambda at all; the rest of the file is still checked.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object TopicJobs {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    Seq("orders", "payments").foreach {
      topic: String =>
        spark.readStream.format("kafka").option("subscribe", topic).load()
          .writeStream.trigger(Trigger.Once())
          .option("checkpointLocation", s"/chk/topics/$topic")
          .toTable(s"bronze.$topic")
    }
    Seq("clicks", "views").foreach {
      table: String =>
        spark.readStream.table(table)
          .writeStream
          .option("checkpointLocation", "/chk/events")
          .toTable(s"silver.$table")
    }
    Seq(Seq("a")).foreach {
      batch: Seq[String] =>
        println(batch.size)
    }
    spark.readStream.table("sessions").writeStream
      .option("checkpointLocation", "/chk/events")
      .toTable("silver.sessions")
  }
}

