// expect: SR102 line 18, SR102 line 19
// A name a pattern binds is its own value: two for loops that each bind `p` from another option,
// or two cases binding `path`, give each query its own checkpoint. `c = root` in a for binds c
// to root, which the y1 query also writes to.
import org.apache.spark.sql.SparkSession

object PatternJobs {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val bronzeChk = sys.env.get("BRONZE_CHK")
    val silverChk = sys.env.get("SILVER_CHK")
    for (p <- bronzeChk) spark.readStream.table("raw.a").writeStream.option("checkpointLocation", p).toTable("bronze.a")
    for (p <- silverChk) spark.readStream.table("bronze.a").writeStream.option("checkpointLocation", p).toTable("silver.a")
    for ((t, c) <- Seq(("a", "/chk/a"), ("b", "/chk/b")); out = t + "_out") {
      spark.readStream.table(t).writeStream.option("checkpointLocation", c).toTable(out)
    }
    val root = "/chk/shared"
    for (x <- Seq(1); c = root) spark.readStream.table("x").writeStream.option("checkpointLocation", c).toTable("x1")
    spark.readStream.table("y").writeStream.option("checkpointLocation", root).toTable("y1")
    bronzeChk match {
      case Some(path) => spark.readStream.table("z").writeStream.option("checkpointLocation", path).toTable("z1")
      case None => ()
    }
    silverChk match {
      case Some(path) => spark.readStream.table("v").writeStream.option("checkpointLocation", path).toTable("v1")
      case _ => ()
    }
    val chk = silverChk match { case Some(p) => p; case None => "/chk/default" }
    spark.readStream.table("w").writeStream.option("checkpointLocation", chk).toTable("w1")
  }
}
