// expect: SR207 line 9, SR206 line 13, SR501 line 13
// `new SparkConf().set(...)` passed to the builder: its settings are the session's (SR207 reads
// the policy), and no state store is chosen there (SR501).
import org.apache.spark.SparkConf
import org.apache.spark.sql.SparkSession

object Joins {
  def main(args: Array[String]): Unit = {
    val conf = new SparkConf().setAppName("joins").set("spark.sql.streaming.multipleWatermarkPolicy", "max")
    val spark = SparkSession.builder().config(conf).getOrCreate()
    val a = spark.readStream.table("a").withWatermark("ta", "10 minutes")
    val b = spark.readStream.table("b").withWatermark("tb", "10 minutes")
    a.join(b, "id").writeStream.option("checkpointLocation", "/chk/ab").toTable("ab")
  }
}
