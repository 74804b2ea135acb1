// expect: SR301 line 17, SR204 line 21, SR404 line 22
// Star imports of several Spark packages: a name comes from the package that holds it, whatever
// the order of the imports. `Trigger` and `OutputMode` are streaming's though `functions._` and
// `types._` come after it, and `col` is still a function.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming._
import org.apache.spark.sql.functions._
import org.apache.spark.sql.types._

object ImportOrder {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val schema = StructType(Seq(StructField("value", LongType)))
    val events = spark.readStream.format("rate").load()

    events.writeStream.format("delta")
      .trigger(Trigger.Once())
      .option("checkpointLocation", "/chk/raw")
      .start("/out/raw")

    events.groupBy(col("value")).count()
      .writeStream.outputMode(OutputMode.Update()).format("delta")
      .option("checkpointLocation", "/chk/agg")
      .start("/out/agg")
  }
}
