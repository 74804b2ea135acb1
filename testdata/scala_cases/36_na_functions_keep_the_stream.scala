// expect: SR201 line 7
// Dataset.na.drop / na.fill keep the stream.
import org.apache.spark.sql.functions._
object J {
  def main(a: Array[String]): Unit = {
    val clean = spark.readStream.table("r").na.drop(Seq("device_id")).na.fill(0)
    clean.groupBy(window(col("ts"), "5 minutes")).count().writeStream.option("checkpointLocation", "/c").toTable("t")
  }
}
