// expect: SR201 line 20
// expect: SR201 line 30
// An if or match whose arms are blocks of statements, used as a value, is one of its arms' values:
// the query is checked on each arm, as for arms of one expression (the late arm sets a watermark;
// the other does not, and its aggregation in append mode fails to start).
import org.apache.spark.sql.SparkSession

object ArmsAsBlocks {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    import spark.implicits._
    val events = spark.readStream.table("shop.events")

    val counts = if (args(0) == "late") {
      val late = events.withWatermark("ts", "1 hour")
      println("late data kept for an hour")
      late.groupBy($"k", $"ts").count()
    } else {
      val keys = events.select($"k", $"ts")
      keys.groupBy($"k").count()
    }
    counts.writeStream.outputMode("append").option("checkpointLocation", "/chk/if_blocks").toTable("shop.counts")

    val totals = args(1) match {
      case "late" =>
        val late = events.withWatermark("ts", "1 hour")
        late.groupBy($"k", $"ts").count()
      case other =>
        println(s"no watermark in $other mode")
        events.groupBy($"k").count()
    }
    totals.writeStream.outputMode("append").option("checkpointLocation", "/chk/match_blocks").toTable("shop.totals")
  }
}
