// expect: SR301 line 14, SR101 line 15, SR301 line 20
// Scala 2's Unicode arrows (`⇒` for `=>`, `←` for `<-`) parse as the ASCII ones: the lambda's and
// the for loop's queries are checked, and the file gets no syntax note.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object MirrorTopics {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val topics = Seq("orders", "payments")
    topics.foreach { topic ⇒
      spark.readStream.format("kafka").option("subscribe", topic).load()
        .writeStream
        .trigger(Trigger.Once())
        .start(s"/delta/$topic")
    }
    for (topic ← topics) {
      spark.readStream.table(topic)
        .writeStream
        .trigger(Trigger.Once())
        .option("checkpointLocation", s"/chk/copy_$topic")
        .toTable(s"${topic}_copy")
    }
  }
}
