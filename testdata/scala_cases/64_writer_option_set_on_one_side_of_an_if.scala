// expect: SR101 line 10, SR101 line 17, SR101 line 24
// A writer's option set on one side of an if (or in one case of a match) is not set on the other:
// DataStreamWriter.option changes the writer, but only when that side runs.
import org.apache.spark.sql.SparkSession

object Writers {
  def go(spark: SparkSession, flag: Boolean): Unit = {
    val w = spark.readStream.table("a").writeStream.format("delta")
    if (flag) w.option("checkpointLocation", "/c/x").toTable("t4")
    else w.toTable("t4b")
  }
  def go3(spark: SparkSession, flag: Boolean): Unit = {
    val w = spark.readStream.table("b").writeStream.format("delta")
    if (flag) {
      w.option("checkpointLocation", "/c/y").toTable("t5")
    } else {
      w.toTable("t5b")
    }
  }
  def go2(spark: SparkSession, o: Option[String]): Unit = {
    val w = spark.readStream.table("c").writeStream.format("delta")
    o match {
      case Some(p) => w.option("checkpointLocation", p).toTable("t6")
      case None => w.toTable("t6b")
    }
  }
}
