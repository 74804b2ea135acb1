// expect: SR106 line 9
// fix: SR106 -> if (args.contains("--relaxed")) ()
// The fix removes the setting; the if's only statement becomes Scala's unit value.
import org.apache.spark.sql.SparkSession

object Relax {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    if (args.contains("--relaxed")) spark.conf.set("spark.sql.streaming.stateStore.stateSchemaCheck", "false")
    spark.readStream.table("a").writeStream.option("checkpointLocation", "/c/d").toTable("b")
  }
}
