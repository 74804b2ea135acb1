// expect: SR204 line 9, SR201 line 10, SR301 line 25
// fix: SR301 -> Trigger.AvailableNow()
// A helper brought in by an import of an object of the same file (`import Syntax._`, a selector,
// a rename) is that object's member, as `Syntax.dedupIds(...)` is.
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.streaming.Trigger
import Triggers.{backfill => once}
object Syntax {
  def dedupIds(df: DataFrame): DataFrame = df.dropDuplicates("id")
  def countIds(df: DataFrame): DataFrame = df.groupBy("id").count()
}
object Triggers { def backfill: Trigger = Trigger.Once() }
object Job {
  import Syntax._
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    dedupIds(spark.readStream.table("raw.b"))
      .writeStream.option("checkpointLocation", "/c/b").toTable("bronze.b")
  }
}
object Counts {
  import Syntax.countIds
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    countIds(spark.readStream.table("raw.c")).writeStream.trigger(once)
      .option("checkpointLocation", "/c/c").toTable("bronze.c")
  }
}
