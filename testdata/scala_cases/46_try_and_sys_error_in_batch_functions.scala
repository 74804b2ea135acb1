// expect: SR407 line 10, SR407 line 17, SR407 line 22, SR407 line 35, SR407 line 66
// A Try run as a statement catches every non-fatal failure: dropped (a bare Try, .toOption) or
// matched without a rethrow it swallows the write's error. .get, a narrow catch, throw and
// sys.error (which throws) do not.
import org.apache.spark.sql.{DataFrame, SparkSession}
import scala.util.{Failure, Success, Try}
import org.apache.spark.SparkException
object TC {
  def w1(batch: DataFrame, id: Long): Unit = {
    Try {
      batch.write.mode("append").option("txnAppId", "w1").option("txnVersion", id).saveAsTable("a.w1")
    }
  }
  def w2(batch: DataFrame, id: Long): Unit = {
    Try(batch.write.mode("append").option("txnAppId", "w2").option("txnVersion", id).saveAsTable("a.w2")) match {
      case Success(_) => ()
      case Failure(e) => println(s"failed $e")
    }
  }
  def w3(batch: DataFrame, id: Long): Unit = {
    try batch.write.mode("append").option("txnAppId", "w3").option("txnVersion", id).saveAsTable("a.w3")
    catch { case _: Throwable => () }
  }
  def w4(batch: DataFrame, id: Long): Unit = {
    try {
      batch.write.mode("append").option("txnAppId", "w4").option("txnVersion", id).saveAsTable("a.w4")
    } catch {
      case e: SparkException => println(e)
    }
  }
  def w5(batch: DataFrame, id: Long): Unit = {
    try {
      batch.write.mode("append").option("txnAppId", "w5").option("txnVersion", id).saveAsTable("a.w5")
    } catch {
      case _ => println("ignored")
    }
  }
  def w6(batch: DataFrame, id: Long): Unit = {
    try {
      batch.write.mode("append").option("txnAppId", "w6").option("txnVersion", id).saveAsTable("a.w6")
    } catch {
      case e: Exception => throw new RuntimeException(s"batch $id", e)
    }
  }
  def w7(batch: DataFrame, id: Long): Unit = {
    try {
      batch.write.mode("append").option("txnAppId", "w7").option("txnVersion", id).saveAsTable("a.w7")
    } catch {
      case e: Exception => sys.error(s"batch $id failed: $e")
    }
  }
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    val s = spark.readStream.table("a.src")
    s.writeStream.foreachBatch(w1 _).option("checkpointLocation", "/ck/tc1").start()
    s.writeStream.foreachBatch(w2 _).option("checkpointLocation", "/ck/tc2").start()
    s.writeStream.foreachBatch(w3 _).option("checkpointLocation", "/ck/tc3").start()
    s.writeStream.foreachBatch(w4 _).option("checkpointLocation", "/ck/tc4").start()
    s.writeStream.foreachBatch(w5 _).option("checkpointLocation", "/ck/tc5").start()
    s.writeStream.foreachBatch(w6 _).option("checkpointLocation", "/ck/tc6").start()
    s.writeStream.foreachBatch(w7 _).option("checkpointLocation", "/ck/tc7").start()
  }
}
object TC2 {
  def w8(batch: DataFrame, id: Long): Unit =
    Try(batch.write.mode("append").option("txnAppId", "w8").option("txnVersion", id).saveAsTable("a.w8")).toOption
  def w9(batch: DataFrame, id: Long): Unit =
    Try(batch.write.mode("append").option("txnAppId", "w9").option("txnVersion", id).saveAsTable("a.w9")).get
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    val s = spark.readStream.table("a.src")
    s.writeStream.foreachBatch(w8 _).option("checkpointLocation", "/ck/tc8").start()
    s.writeStream.foreachBatch(w9 _).option("checkpointLocation", "/ck/tc9").start()
  }
}
