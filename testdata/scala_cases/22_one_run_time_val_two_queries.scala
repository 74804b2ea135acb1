// expect: SR102 line 7, SR102 line 8
import org.apache.spark.sql.SparkSession
object Job {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val chk = args(0) + "/chk"
    spark.readStream.table("a").writeStream.option("checkpointLocation", chk).toTable("b")
    spark.readStream.table("c").writeStream.option("checkpointLocation", chk).toTable("d")
    spark.streams.awaitAnyTermination()
  }
}
