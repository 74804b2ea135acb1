// expect: SR301 line 15, SR101 line 19
// fix: SR301 -> Trigger.AvailableNow()
// A method whose closing brace (and its object's) is missing at the end of the file: the method's
// header and its statements parse side by side in an error. The queries that parsed whole are
// still checked: the first ends in a trigger Once, the second has no checkpoint, the third has
// no fault. A lambda left unfinished after them hides none of them.
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.streaming.Trigger

object Unclosed {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("raw.a")
      .writeStream
      .trigger(Trigger.Once())
      .option("checkpointLocation", "/chk/unclosed/a")
      .toTable("bronze.a")
    spark.readStream.table("raw.b")
      .writeStream.toTable("bronze.b")
    spark.readStream.table("raw.c")
      .writeStream
      .option("checkpointLocation", "/chk/unclosed/c")
      .toTable("bronze.c")
    spark.readStream.table("raw.d")
      .writeStream
      .foreachBatch { (df: DataFrame, id: Long) =>
        df.filter(
