// expect: SR301 line 17, SR301 line 26, SR101 line 27
// fix: SR301 -> Trigger.AvailableNow()
// The if block in Bronze.main never closes, so the object's body has no closing brace: the
// main method still parsed whole, and its query is checked as the next object's is.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object Bronze {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val df = spark.readStream.format("kafka").option("subscribe", "t").load()
    if (args.nonEmpty) {
      println("x")
    df.writeStream
      .format("delta")
      .option("checkpointLocation", "/chk/bronze")
      .trigger(Trigger.Once())
      .toTable("bronze")
  }
}

object Silver {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("bronze").writeStream
      .trigger(Trigger.Once())
      .toTable("silver")
  }
}
