// expect: SR201 line 21, SR301 line 25
// A chain written with the `.` at the end of each line: a finding is on the line of the call's
// name, where a `// noqa` for it is written (SR101 on line 14 is silenced there, no SR000).
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object TrailingDots {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.readStream.format("rate").load().
      writeStream.
      format("console").
      option("checkpointLocation", "/chk/console").
      start()

    spark.readStream.format("rate").load().writeStream.
      format("console").
      start() // noqa: SR101

    spark.readStream.format("rate").load().
      groupBy("value").
      count().
      writeStream.
      outputMode("append").
      trigger(Trigger.Once()).
      format("console").
      option("checkpointLocation", "/c").
      start()
  }
}
