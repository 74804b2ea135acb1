// expect: SR401 line 7
// A curried method with its first parameter list applied (appendTo("t") _) is the function
// foreachBatch runs: its plain append is not idempotent.
import org.apache.spark.sql.DataFrame
object C {
  def appendTo(table: String)(df: DataFrame, id: Long): Unit =
    df.write.format("delta").mode("append").saveAsTable(table)
  def main(a: Array[String]): Unit = {
    spark.readStream.table("s").writeStream.foreachBatch(appendTo("t") _).option("checkpointLocation", "/c/1").start()
  }
}
