// A foreachBatch function whose catch cases swallow the write's failure: `e: Exception`,
// `NonFatal(e)` and `_` catch everything and do not throw again (SR407); a narrow type, and
// `Throwable` rethrown, do not.
// expect: SR407 line 13, SR407 line 18, SR407 line 31
import org.apache.spark.sql.{DataFrame, SparkSession}
import scala.util.control.NonFatal

object Job {
  def upsert(batch: DataFrame, batchId: Long): Unit = {
    try {
      batch.write.format("delta").mode("overwrite").saveAsTable("silver.a")
    } catch {
      case e: Exception => println(s"failed: $e")
    }
    try {
      batch.write.format("delta").mode("overwrite").saveAsTable("silver.b")
    } catch {
      case NonFatal(e) => println(e)
    }
    try {
      batch.write.format("delta").mode("overwrite").saveAsTable("silver.c")
    } catch {
      case e: org.apache.spark.sql.AnalysisException => println(e)
      case e: Throwable =>
        println(e)
        throw e
    }
    try {
      batch.write.format("delta").mode("overwrite").saveAsTable("silver.d")
    } catch {
      case _ => ()
    }
  }

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.table("bronze")
      .writeStream
      .option("checkpointLocation", "/chk/x")
      .foreachBatch(upsert _)
      .start()
  }
}
