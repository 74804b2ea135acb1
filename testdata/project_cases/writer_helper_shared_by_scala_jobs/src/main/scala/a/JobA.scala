package a
import org.apache.spark.sql.SparkSession
object JobA {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val l = spark.readStream.format("rate").load()
    val r = spark.readStream.format("rate").load()
    Writer.console(l.join(r, Seq("value")), "qa")
  }
}
