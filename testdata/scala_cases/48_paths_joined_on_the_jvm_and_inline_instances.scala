// expect: SR102 line 22, SR102 line 26, SR102 line 30, SR102 line 34, SR201 line 12
// Checkpoint paths joined with Hadoop's Path, java.io.File, java.nio's Paths.get and mkString fold
// as os.path.join does: the four queries below share one checkpoint. A method called on an
// instance made inline (`new TopPages().build(spark)`) runs as on a named one.
import java.io.File
import java.nio.file.Paths
import org.apache.hadoop.fs.Path
import org.apache.spark.sql.{DataFrame, SparkSession}

class TopPages {
  def build(spark: SparkSession): DataFrame =
    spark.readStream.table("web.views").groupBy("page").count()
}

object Paths2 {
  val Root = "abfss://lake@acct.dfs.core.windows.net/checkpoints"

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.table("web.a")
      .writeStream
      .option("checkpointLocation", new Path(Root, "reads").toString)
      .toTable("web.a_out")
    spark.readStream.table("web.b")
      .writeStream
      .option("checkpointLocation", new File(Root, "reads").getPath)
      .toTable("web.b_out")
    spark.readStream.table("web.c")
      .writeStream
      .option("checkpointLocation", Paths.get(Root, "reads").toString)
      .toTable("web.c_out")
    spark.readStream.table("web.d")
      .writeStream
      .option("checkpointLocation", Seq(Root, "reads").mkString("/"))
      .toTable("web.d_out")
    new TopPages().build(spark)
      .writeStream
      .outputMode("append")
      .option("checkpointLocation", new Path(Root, "top_pages").toString)
      .toTable("web.top_pages")
  }
}
