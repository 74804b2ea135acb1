// A dangling operator (`filter($"amount" >` then a newline) leaves a part that does not parse;
// the statements after it in the same method are still checked.
// expect: SR204 line 12, SR301 line 16
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object Job {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    val raw = spark.readStream.table("bronze.events")
    val big = raw.filter($"amount" >
    val counts = raw.groupBy("user").count()
    counts.writeStream
      .outputMode("complete")
      .option("checkpointLocation", "/chk/counts")
      .trigger(Trigger.Once())
      .start()
  }
}
