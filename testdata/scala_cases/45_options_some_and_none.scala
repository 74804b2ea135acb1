// expect: SR101 line 10, SR102 line 14, SR102 line 15
// An Option is a collection of at most one item: Some(stream).foreach runs on the stream (the
// query lacks a checkpoint), getOrElse and get read what Some holds, None falls back.
import org.apache.spark.sql.{DataFrame, SparkSession}
object V4 {
  case class Cfg(checkpoint: Option[String] = None, fallback: String = "/chk/fallback")
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    val maybe: Option[DataFrame] = Some(spark.readStream.table("a.src5"))
    maybe.foreach(s => s.writeStream.toTable("a.v4"))
    val cfg = Cfg()
    val cfg2 = Cfg(Some("/chk/x"))
    spark.readStream.table("b").writeStream.option("checkpointLocation", cfg.checkpoint.getOrElse(cfg.fallback)).toTable("b2")
    spark.readStream.table("c").writeStream.option("checkpointLocation", cfg2.checkpoint.getOrElse("/chk/fallback")).toTable("c2")
    spark.readStream.table("d").writeStream.option("checkpointLocation", cfg2.checkpoint.get).toTable("d2")
  }
}
