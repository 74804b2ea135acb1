// expect: SR201 line 21, SR102 line 22, SR102 line 28
// Members inherited from a trait or an abstract class of the file (extends ... with ...) are the
// parent's: the stream events() returns, and the checkpoint both jobs inherit.
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.functions._

trait Sources {
  def spark: SparkSession
  def events(): DataFrame = spark.readStream.format("kafka")
    .option("kafka.bootstrap.servers", "k:9092").option("subscribe", "ev").load()
    .selectExpr("CAST(value AS STRING) AS body", "timestamp AS ts")
}

abstract class Job extends Sources {
  val checkpoint = "/c/shared"
}

object WindowCounts extends Job {
  lazy val spark = SparkSession.builder().getOrCreate()
  def main(args: Array[String]): Unit =
    events().groupBy(window(col("ts"), "5 minutes")).count()
      .writeStream.option("checkpointLocation", checkpoint).toTable("wc")
}

object Other extends Job with Serializable {
  lazy val spark = SparkSession.builder().getOrCreate()
  def main(args: Array[String]): Unit =
    events().writeStream.option("checkpointLocation", checkpoint).toTable("o")
}
