// expect: SR201 line 15
// expect: SR204 line 16
// expect: SR201 line 19
// expect: SR204 line 20
// A Dataset chosen by a match or an if is one of its arms' Datasets: the query is checked on
// each arm.
import org.apache.spark.sql.SparkSession

object EachArm {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val events = spark.readStream.format("rate").load()

    val chosen = args(0) match {
      case "count" => events.groupBy("value").count()
      case _       => events.dropDuplicates("value")
    }
    chosen.writeStream.format("console").option("checkpointLocation", "/chk/match").start()
    val either = if (args(1) == "count") events.groupBy("value").count()
                 else events.dropDuplicates("value")
    either.writeStream.format("console").option("checkpointLocation", "/chk/if").start()
  }
}
